import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

if (container.firstElementChild) {
  // A public page the server rendered (src/entry-server.tsx): React takes over the markup that is already on
  // the screen instead of building it again.
  hydrateRoot(container, app);
} else {
  // The first render as a transition, so React renders in slices of a few milliseconds and yields between
  // them instead of holding the main thread for the whole tree: a phone stays responsive while the page
  // builds (Lighthouse's Total Blocking Time counts every task over 50 ms).
  startTransition(() => {
    createRoot(container).render(app);
  });
}
