import { BOOKING_MESSAGES } from '@salon/shared';
import { type BadgeTone, StatusBadge } from '../../../../components/ui/StatusBadge';

/** Colours for the statuses the spec names (§2); anything else is shown neutrally (§4). */
const TONES: Record<string, BadgeTone> = {
  confirmed: 'success',
  pending: 'warning',
  cancelled: 'danger',
  completed: 'info',
};

const label = (status: string) => (status ? status.charAt(0).toUpperCase() + status.slice(1) : 'Unknown');

/** A booked appointment's status on My Appointments, or that its slot is no longer available. */
export function AppointmentStatusBadge({ status, unavailable = false }: { status: string; unavailable?: boolean }) {
  if (unavailable) return <StatusBadge tone="muted">{BOOKING_MESSAGES.noLongerAvailable}</StatusBadge>;
  return <StatusBadge tone={TONES[status] ?? 'neutral'}>{label(status)}</StatusBadge>;
}
