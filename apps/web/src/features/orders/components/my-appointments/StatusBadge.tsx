import { BOOKING_MESSAGES } from '@salon/shared';
import { cx } from '../../../../lib/cx';

/** Colours for the statuses the spec names (§2); anything else is shown neutrally (§4). */
const TONES: Record<string, string> = {
  confirmed: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  pending: 'bg-amber-50 text-amber-900 ring-amber-200',
  cancelled: 'bg-red-50 text-red-800 ring-red-200',
  completed: 'bg-sky-50 text-sky-900 ring-sky-200',
};
const NEUTRAL = 'bg-sand text-cocoa ring-blush-200';
const UNAVAILABLE = 'bg-stone-100 text-stone-700 ring-stone-300';

const label = (status: string) => (status ? status.charAt(0).toUpperCase() + status.slice(1) : 'Unknown');

export function StatusBadge({ status, unavailable = false }: { status: string; unavailable?: boolean }) {
  return (
    <span
      className={cx(
        'inline-flex shrink-0 items-center rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset',
        unavailable ? UNAVAILABLE : (TONES[status] ?? NEUTRAL),
      )}
    >
      {unavailable ? BOOKING_MESSAGES.noLongerAvailable : label(status)}
    </span>
  );
}
