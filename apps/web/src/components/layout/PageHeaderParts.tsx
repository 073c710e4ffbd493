import { BackLink } from '@/components/ui/BackLink';
import { pageLayoutText } from './layout-messages';

/** The 'Back to Home' link to /home that some public pages carry above their heading (spec §2). */
export function BackToHomeLink() {
  return <BackLink to="/home">{pageLayoutText.backToHome()}</BackLink>;
}

/** The champagne glow in the top end corner of the public pages' blush headers. */
export function HeaderGlow() {
  return (
    <div
      aria-hidden="true"
      className="absolute -top-24 -end-24 size-72 rounded-full bg-champagne/25 blur-3xl sm:size-96"
    />
  );
}
