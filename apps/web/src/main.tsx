import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The first render as a transition, so React renders in slices of a few milliseconds and yields between
// them instead of holding the main thread for the whole tree: a phone stays responsive while the page
// builds (Lighthouse's Total Blocking Time counts every task over 50 ms).
startTransition(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
