import { BackLink } from '../ui/BackLink';

/** The 'Back to Home' link to /home that some public pages carry above their heading (spec §2). */
export function BackToHomeLink() {
  return <BackLink to="/home">Back to Home</BackLink>;
}

/** The champagne glow in the top right corner of the public pages' blush headers. */
export function HeaderGlow() {
  return (
    <div
      aria-hidden="true"
      className="absolute -top-24 -right-24 size-72 rounded-full bg-champagne/25 blur-3xl sm:size-96"
    />
  );
}
