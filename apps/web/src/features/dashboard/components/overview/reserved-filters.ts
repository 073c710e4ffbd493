import { type CalendarEntry, dateSearchText } from './calendar-model';

/** The Reserved Appointments list's filters (admin spec §2 "Reserved Appointments list with filters"). */
export interface ReservedFilters {
  therapistId: string;
  serviceId: string;
  /** Matched against the salon date: 'Jun 10', 'Tuesday', 'june', '2025-06-10'. */
  date: string;
  /** Customer name or phone. */
  customer: string;
  when: 'upcoming' | 'all';
}

export const EMPTY_RESERVED_FILTERS: ReservedFilters = {
  therapistId: '',
  serviceId: '',
  date: '',
  customer: '',
  when: 'upcoming',
};

/**
 * Reserved appointments are the order items whose appointment carries the reserved flag. 'Upcoming' keeps
 * those that have not ended yet, so the list opens on the work still ahead.
 */
export function filterReserved(
  entries: readonly CalendarEntry[],
  filters: ReservedFilters,
  context: { now: number; timeZone: string },
): CalendarEntry[] {
  const date = filters.date.trim().toLowerCase();
  const customer = filters.customer.trim().toLowerCase();
  const customerDigits = customer.replace(/\D/g, '');
  // The date's texts depend on the salon day only: worked out once per day, not once per appointment.
  const dayTexts = new Map<string, string>();
  const dayText = (entry: CalendarEntry) => {
    let text = dayTexts.get(entry.dateKey);
    if (text === undefined) {
      text = dateSearchText(entry, context.timeZone);
      dayTexts.set(entry.dateKey, text);
    }
    return text;
  };
  return entries.filter(
    (entry) =>
      entry.reserved &&
      (filters.when === 'all' || entry.endMs > context.now) &&
      (!filters.therapistId || entry.therapistId === filters.therapistId) &&
      (!filters.serviceId || entry.serviceId === filters.serviceId) &&
      (!customer ||
        entry.customerName.toLowerCase().includes(customer) ||
        (customerDigits.length >= 3 && (entry.customerPhone ?? '').replace(/\D/g, '').includes(customerDigits))) &&
      (!date || dayText(entry).includes(date)),
  );
}

/** The therapists and services that appear in the entries, for the filter menus, sorted by name. */
export function filterOptions(entries: readonly CalendarEntry[]) {
  const therapists = new Map<string, string>();
  const services = new Map<string, string>();
  for (const entry of entries) {
    if (!entry.reserved) continue;
    therapists.set(entry.therapistId, entry.therapistName);
    services.set(entry.serviceId, entry.serviceName);
  }
  const sorted = (map: Map<string, string>) =>
    [...map].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
  return { therapists: sorted(therapists), services: sorted(services) };
}
