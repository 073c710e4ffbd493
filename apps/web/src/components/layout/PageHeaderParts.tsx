import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';

/** The 'Back to Home' link to /home that some public pages carry above their heading (spec §2). */
export function BackToHomeLink() {
  return (
    <Link
      to="/home"
      className="inline-flex items-center gap-2 text-sm font-medium text-wine underline-offset-4 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to Home
    </Link>
  );
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
