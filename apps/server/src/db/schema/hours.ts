import { sql } from 'drizzle-orm';
import { boolean, check, date, index, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core';

import { therapists } from './catalog';
import { createdAt } from './columns';

/**
 * Opening and closing are minutes after the salon's local midnight (0–1440), so the checks compare numbers.
 * One row per weekday (0 = Sunday); the migration seeds the salon's week (Tuesday to Sunday 9–20).
 */
export const salonHours = pgTable(
  'salon_hours',
  {
    weekday: smallint('weekday').primaryKey(),
    open: boolean('open').notNull(),
    opensMinute: smallint('opens_minute').notNull(),
    closesMinute: smallint('closes_minute').notNull(),
  },
  (t) => [
    check('salon_hours_weekday_check', sql`${t.weekday} between 0 and 6`),
    check(
      'salon_hours_times_check',
      sql`${t.opensMinute} between 0 and 1440 and ${t.closesMinute} between 0 and 1440 and (not ${t.open} or ${t.opensMinute} < ${t.closesMinute})`,
    ),
  ],
);

/** Days the salon is closed (public holidays, Eid, a refurbishment), on the salon's calendar, both ends included. */
export const closures = pgTable(
  'closures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('closures_ends_on_idx').on(t.endsOn), check('closures_range_check', sql`${t.startsOn} <= ${t.endsOn}`)],
);

/** A therapist's weekly pattern: a row is a working day. A therapist with no rows works the salon's hours. */
export const therapistHours = pgTable(
  'therapist_hours',
  {
    therapistId: uuid('therapist_id')
      .notNull()
      .references(() => therapists.id, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    opensMinute: smallint('opens_minute').notNull(),
    closesMinute: smallint('closes_minute').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.therapistId, t.weekday] }),
    check('therapist_hours_weekday_check', sql`${t.weekday} between 0 and 6`),
    check(
      'therapist_hours_times_check',
      sql`${t.opensMinute} >= 0 and ${t.closesMinute} <= 1440 and ${t.opensMinute} < ${t.closesMinute}`,
    ),
  ],
);

/** A therapist's leave or sickness, on the salon's calendar, both ends included. */
export const therapistAbsences = pgTable(
  'therapist_absences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    therapistId: uuid('therapist_id')
      .notNull()
      .references(() => therapists.id, { onDelete: 'cascade' }),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('therapist_absences_therapist_ends_idx').on(t.therapistId, t.endsOn),
    check('therapist_absences_range_check', sql`${t.startsOn} <= ${t.endsOn}`),
  ],
);
