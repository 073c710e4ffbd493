import { addLocalDays, INTL_LOCALES, type Locale, roundMoney, type TMonthlyReport } from '@salon/shared';
import type { AnswerView } from '@/lib/catalog-text';
import { inLocale } from '@/lib/catalog-text';
import type { MonthFiguresRow } from './reports.repository';

/** A day on the salon's calendar. */
interface SalonDay {
  year: number;
  month: number;
  day: number;
}

const dateKey = (day: SalonDay) =>
  `${day.year}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`;

/** No-shows over the appointments that have started, to a tenth of a percent (0 when none has). */
const noShowRate = (figures: { started: number; noShows: number }) =>
  figures.started > 0 ? Math.round((figures.noShows / figures.started) * 1000) / 1000 : 0;

/** One collator per language, made when a report first asks for it (each costs ICU work to build). */
const collators = new Map<Locale, Intl.Collator>();
const collatorFor = (locale: Locale) => {
  let collator = collators.get(locale);
  if (!collator) {
    collator = new Intl.Collator(INTL_LOCALES[locale]);
    collators.set(locale, collator);
  }
  return collator;
};

/**
 * Every day of the month appears, quiet ones with zeros, so a chart needs no gap-filling. Services are named
 * in the view's language.
 */
export function presentMonthlyReport(
  month: string,
  first: SalonDay,
  figures: MonthFiguresRow,
  view: AnswerView,
): Omit<TMonthlyReport, 'money'> {
  const byDate = new Map(figures.days.map((day) => [day.date, day]));
  const revenueByDay: TMonthlyReport['revenueByDay'] = [];
  for (let day = first; day.month === first.month; day = addLocalDays(day, 1)) {
    const date = dateKey(day);
    const found = byDate.get(date);
    revenueByDay.push({ date, revenue: roundMoney(found?.revenue ?? 0), bookings: found?.bookings ?? 0 });
  }
  const therapists = figures.therapists.map((t) => ({
    ...t,
    revenue: roundMoney(t.revenue),
    scheduledMinutes: Math.round(t.scheduledMinutes),
    utilization: t.scheduledMinutes > 0 ? Math.round((t.reservedMinutes / t.scheduledMinutes) * 1000) / 1000 : 0,
    noShowRate: noShowRate(t),
  }));
  // In the reader's alphabetical order of the names they read (a salon has tens of services, not thousands);
  // only here, since the database knows neither which name is read nor that language's order.
  const collator = collatorFor(view.locale);
  const services = figures.services
    .map(({ nameAr, ...s }) => ({
      ...s,
      name: inLocale(view.locale, s.name, nameAr),
      noShowRate: noShowRate(s),
    }))
    .sort((a, b) => collator.compare(a.name, b.name));
  return {
    month,
    revenueByDay,
    therapists,
    services,
    totals: {
      revenue: roundMoney(revenueByDay.reduce((sum, day) => sum + day.revenue, 0)),
      bookings: revenueByDay.reduce((sum, day) => sum + day.bookings, 0),
    },
  };
}
