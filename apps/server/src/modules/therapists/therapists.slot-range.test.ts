import {
  addLocalDays,
  THERAPIST_SLOTS_MAX,
  THERAPIST_SLOTS_TRUNCATED_HEADER,
  zonedDateKey,
  zonedParts,
  zonedTimeToUtc,
} from '@salon/shared';
import { databaseKinds, useTestApp } from '@test/helpers/test-app';
import { describe, expect, it } from 'vitest';
import { appointments } from '@/db/schema';
import { type Message, textIn } from '@/lib/message';
import { therapistSetup } from './therapists.fixtures';
import { SLOT_RANGE_MESSAGES } from './therapists.service';

// Same outer name as therapists.routes.test.ts, so each test keeps its full name from before the split.
describe.each(databaseKinds)('therapists and their slots on %s', (kind) => {
  const ctx = useTestApp(kind);

  const setup = () => therapistSetup(ctx.app);

  describe('the slots of a range of salon days', () => {
    const zone = 'Asia/Dubai';
    const DAY = 24 * 3600_000;
    const keyOf = (instant: Date) => zonedDateKey(instant, zone);
    /** The instant the salon's clock reads `hour:minute` on the day `days` after today. */
    const salonTime = (days: number, hour: number, minute = 0) =>
      zonedTimeToUtc({ ...addLocalDays(zonedParts(new Date(), zone), days), hour, minute }, zone);
    const insertSlots = (therapistId: string, serviceId: string, starts: Date[]) =>
      ctx.database.db
        .insert(appointments)
        .values(
          starts.map((starttime) => ({
            therapistId,
            serviceId,
            starttime,
            endtime: new Date(starttime.getTime() + 30 * 60_000),
            duration: 30,
          })),
        )
        .returning({ id: appointments.id });
    const slotsOf = async (therapistId: string, query = '', headers: Record<string, string> = {}) => {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/therapists/${therapistId}${query}`, headers });
      expect(response.statusCode, response.body).toBe(200);
      return response;
    };
    const idsOf = async (therapistId: string, query = '', headers: Record<string, string> = {}) =>
      (await slotsOf(therapistId, query, headers)).json().appointments.map((slot: { _id: string }) => slot._id);

    it('reads four weeks from today by default, any days asked for, and counts the slots from today on', async () => {
      const { cut, therapist, headers } = await setup();
      const [past, lateTonight, midnight, inThreeWeeks, inSixWeeks, nextYear] = await insertSlots(
        therapist._id,
        cut._id,
        [
          salonTime(-3, 10),
          salonTime(0, 23, 30),
          salonTime(1, 0),
          salonTime(21, 9),
          salonTime(42, 9),
          salonTime(400, 9),
        ],
      );
      const bare = (await slotsOf(therapist._id)).json();
      // The schedule ahead: the slot three days ago is history.
      expect(bare.appointmentCount).toBe(5);
      expect(bare.appointments.map((slot: { _id: string }) => slot._id)).toEqual([
        lateTonight!.id,
        midnight!.id,
        inThreeWeeks!.id,
      ]);
      const today = keyOf(new Date());
      // A day runs from the salon's midnight to the next.
      expect(await idsOf(therapist._id, `?from=${today}&to=${today}`)).toEqual([lateTonight!.id]);
      // Days before today are the team's to read (the dashboard's therapist page); anyone else gets today on.
      const fromThreeDaysAgo = `?from=${keyOf(salonTime(-3, 12))}&to=${today}`;
      expect(await idsOf(therapist._id, fromThreeDaysAgo, headers)).toEqual([past!.id, lateTonight!.id]);
      expect(await idsOf(therapist._id, fromThreeDaysAgo)).toEqual([lateTonight!.id]);
      expect(await idsOf(therapist._id, `?from=${keyOf(salonTime(-3, 12))}&to=${keyOf(salonTime(-1, 12))}`)).toEqual(
        [],
      );
      // From a day on, four weeks.
      expect(await idsOf(therapist._id, `?from=${keyOf(salonTime(30, 12))}`)).toEqual([inSixWeeks!.id]);
      // Up to a day, from today.
      expect(await idsOf(therapist._id, `?to=${keyOf(salonTime(1, 12))}`)).toEqual([lateTonight!.id, midnight!.id]);
      // A whole year at most: 366 days.
      expect(await idsOf(therapist._id, `?from=${today}&to=${keyOf(salonTime(365, 12))}`)).toEqual([
        lateTonight!.id,
        midnight!.id,
        inThreeWeeks!.id,
        inSixWeeks!.id,
      ]);
      expect(await idsOf(therapist._id, `?from=${keyOf(salonTime(400, 12))}&to=`)).toEqual([nextYear!.id]);
    });

    it('refuses a range it cannot read with a 400 that says why', async () => {
      const { therapist } = await setup();
      const today = keyOf(new Date());
      for (const [query, message] of <[string, Message][]>[
        [`?from=${keyOf(salonTime(1, 12))}&to=${today}`, SLOT_RANGE_MESSAGES.fromAfterTo],
        [`?to=${keyOf(salonTime(-1, 12))}`, SLOT_RANGE_MESSAGES.fromAfterTo],
        [`?from=${today}&to=${keyOf(salonTime(366, 12))}`, SLOT_RANGE_MESSAGES.tooLong],
        ['?from=2026-02-31', SLOT_RANGE_MESSAGES.invalidDay],
        ['?from=tomorrow', SLOT_RANGE_MESSAGES.invalidDay],
        ['?to=2026-1-5', SLOT_RANGE_MESSAGES.invalidDay],
        ['?from=99999-01-01', SLOT_RANGE_MESSAGES.invalidDay],
      ]) {
        const response = await ctx.app.inject({ method: 'GET', url: `/api/therapists/${therapist._id}${query}` });
        expect(response.statusCode, query).toBe(400);
        expect(response.json().message, query).toBe(textIn(message, 'en'));
      }
      const unknown = await ctx.app.inject({ method: 'GET', url: `/api/therapists/${crypto.randomUUID()}` });
      expect(unknown.statusCode).toBe(404);
    });

    it(`answers at most ${THERAPIST_SLOTS_MAX} slots, the first in start order, and says there are more`, async () => {
      const { cut, therapist } = await setup();
      const first = salonTime(1, 0).getTime();
      const starts = Array.from({ length: THERAPIST_SLOTS_MAX + 1 }, (_, i) => new Date(first + i * 30 * 60_000));
      await insertSlots(therapist._id, cut._id, starts);
      const full = await slotsOf(therapist._id);
      expect(full.headers[THERAPIST_SLOTS_TRUNCATED_HEADER]).toBe('true');
      const shown = full.json().appointments.map((slot: { starttime: string }) => slot.starttime);
      expect(shown).toHaveLength(THERAPIST_SLOTS_MAX);
      expect(shown.at(-1)).toBe(starts[THERAPIST_SLOTS_MAX - 1]!.toISOString());
      expect(full.json().appointmentCount).toBe(THERAPIST_SLOTS_MAX + 1);
      // 48 half-hours a day: the first ten days hold 480 slots, all shown.
      const tenDays = await slotsOf(therapist._id, `?to=${keyOf(new Date(first + 9 * DAY + 3600_000))}`);
      expect(tenDays.headers[THERAPIST_SLOTS_TRUNCATED_HEADER]).toBeUndefined();
      expect(tenDays.json().appointments).toHaveLength(480);
    });
  });
});
