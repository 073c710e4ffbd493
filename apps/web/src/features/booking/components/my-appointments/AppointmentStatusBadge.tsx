import { type BadgeTone, StatusBadge } from '@/components/ui/StatusBadge';
import { APPOINTMENT_STATUS_LABELS, bookingText as t } from '../../booking-messages';

/** Colours for the statuses the spec names (§2) and what really happened to a booked one; anything else is neutral (§4). */
const TONES: Record<string, BadgeTone> = {
  confirmed: 'success',
  pending: 'warning',
  cancelled: 'danger',
  completed: 'info',
  upcoming: 'success',
  'no-show': 'danger',
};

const label = (status: string) => APPOINTMENT_STATUS_LABELS[status] ?? t.statusUnknown();

/** A booked appointment's status on My Appointments, or that its slot is no longer available. */
export function AppointmentStatusBadge({ status, unavailable = false }: { status: string; unavailable?: boolean }) {
  if (unavailable) return <StatusBadge tone="muted">{t.noLongerAvailable()}</StatusBadge>;
  return <StatusBadge tone={TONES[status] ?? 'neutral'}>{label(status)}</StatusBadge>;
}
