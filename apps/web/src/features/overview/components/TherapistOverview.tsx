import { formatDateKey, type TTherapist } from '@salon/shared';
import { useMemo } from 'react';
import type { CalendarEntry } from '@/features/orders';
import { TherapistAvatar } from '@/features/therapists';
import { SALON_TIME_ZONE } from '@/lib/salon-time-zone';
import { overviewText as t } from '../overview-messages';
import { EntryLink } from './EntryLink';

const TZ = SALON_TIME_ZONE;

interface Card {
  therapistId: string;
  name: string;
  imageUrl: string | null;
  entries: CalendarEntry[];
}

/** One card per therapist with today's reservations on the salon's calendar (admin spec §2). */
export function TherapistOverview({
  todayKey,
  therapists,
  entries,
  loading,
}: {
  todayKey: string;
  therapists: TTherapist[] | undefined;
  /** Today's booked appointments. */
  entries: CalendarEntry[];
  loading: boolean;
}) {
  const cards = useMemo(() => {
    const byTherapist = new Map<string, Card>();
    for (const therapist of therapists ?? []) {
      byTherapist.set(therapist._id, {
        therapistId: therapist._id,
        name: therapist.name,
        imageUrl: therapist.imageUrl,
        entries: [],
      });
    }
    for (const entry of entries) {
      if (!entry.reserved) continue;
      let card = byTherapist.get(entry.therapistId);
      if (!card) {
        card = { therapistId: entry.therapistId, name: entry.therapistName, imageUrl: null, entries: [] };
        byTherapist.set(entry.therapistId, card);
      }
      card.entries.push(entry);
    }
    // Busiest first, so the day's pressure shows at a glance.
    return [...byTherapist.values()].sort(
      (a, b) => b.entries.length - a.entries.length || a.name.localeCompare(b.name),
    );
  }, [therapists, entries]);

  return (
    <section aria-labelledby="therapist-overview-heading" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="therapist-overview-heading" className="text-xl text-espresso">
          {t.todaysTherapists()}
        </h3>
        <p className="text-sm text-taupe">{formatDateKey(todayKey, TZ)}</p>
      </div>
      {loading && cards.length === 0 ? (
        <p role="status" className="text-taupe">
          {t.loadingToday()}
        </p>
      ) : cards.length === 0 ? (
        <p className="rounded-3xl border border-dashed border-blush-200 bg-white px-6 py-8 text-center text-taupe">
          {t.noAppointments()}
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {cards.map((card) => (
            <li key={card.therapistId} className="rounded-3xl border border-blush-200/80 bg-white p-5 shadow-sm">
              <div className="flex items-center gap-3">
                <TherapistAvatar name={card.name} imageUrl={card.imageUrl} />
                <div className="min-w-0">
                  <h4 className="truncate font-sans text-base font-semibold text-espresso">{card.name}</h4>
                  <p className="text-sm text-taupe">{t.reservationsToday({ count: card.entries.length })}</p>
                </div>
              </div>
              {card.entries.length === 0 ? (
                <p className="mt-4 text-sm text-taupe">{t.noAppointments()}</p>
              ) : (
                <ul className="mt-4 max-h-64 space-y-2 overflow-y-auto pe-1">
                  {card.entries.map((entry) => (
                    <li key={entry.key}>
                      <EntryLink entry={entry} look="card">
                        <span className="block text-cocoa">
                          {entry.serviceName} · {entry.customerName}
                        </span>
                      </EntryLink>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
