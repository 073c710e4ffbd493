import { formatSalonTime } from '@salon/shared';
import { SALON_TIME_ZONE } from '@/lib/salon-time-zone';
import { ordersText as t } from '../../orders-messages';

const TZ = SALON_TIME_ZONE;

/** '10:00 AM – 11:30 AM' on the salon's clock. */
export function timeRange(starttime: string, duration: number): string {
  const end = new Date(Date.parse(starttime) + duration * 60_000);
  return `${formatSalonTime(starttime, TZ)} – ${formatSalonTime(end, TZ)}`;
}

/** 45 min, 1 h, 1 h 30 min: 60 minutes or more as hours and minutes (spec §9). */
export function durationText(minutes: number): string {
  if (minutes < 60) return t.manualDurationMinutes({ minutes });
  const rest = minutes % 60;
  const hours = Math.floor(minutes / 60);
  return rest ? t.manualDurationHoursMinutes({ hours, minutes: rest }) : t.manualDurationHours({ hours });
}
