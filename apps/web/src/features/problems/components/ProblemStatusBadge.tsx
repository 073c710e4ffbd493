import type { TProblem } from '@salon/shared';
import { type BadgeTone, StatusBadge } from '@/components/ui/StatusBadge';
import { statusLabel } from './problem-filters';

const TONES: Record<TProblem['status'], BadgeTone> = {
  open: 'warning',
  'in-progress': 'info',
  resolved: 'success',
  closed: 'neutral',
};

/** The problem's status as a badge: open, in progress, resolved, closed (admin spec §4). */
export function ProblemStatusBadge({ status }: { status: TProblem['status'] }) {
  return <StatusBadge tone={TONES[status] ?? 'neutral'}>{statusLabel(status)}</StatusBadge>;
}
