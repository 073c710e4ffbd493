import type { TProblem } from '@salon/shared';
import { cx } from '../../../lib/cx';
import { statusLabel } from './problem-filters';

const CLASSES: Record<TProblem['status'], string> = {
  open: 'bg-amber-100 text-amber-900',
  'in-progress': 'bg-sky-100 text-sky-900',
  resolved: 'bg-emerald-100 text-emerald-900',
  closed: 'bg-sand text-cocoa',
};

/** The problem's status as a badge: open, in progress, resolved, closed (admin spec §4). */
export function ProblemStatusBadge({ status }: { status: TProblem['status'] }) {
  return (
    <span
      className={cx(
        'inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-medium',
        CLASSES[status] ?? 'bg-sand text-cocoa',
      )}
    >
      {statusLabel(status)}
    </span>
  );
}
