import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { appointments, therapists } from '@/db/schema';

export type TherapistRow = Omit<typeof therapists.$inferSelect, 'userId'> & { appointmentCount: number };
type TherapistValues = Pick<typeof therapists.$inferInsert, 'name' | 'bio' | 'bioAr' | 'imageUrl'>;

/**
 * The therapists with the number of their slots from `countFrom` on. The dashboard's 'appointment count'
 * is the schedule ahead (from the start of the salon's today): a count of every slot ever made would grow
 * with the years of history on every read of this public, often-invalidated list, and say little about
 * running the salon (the reports cover history).
 */
function selectTherapists(db: Executor, countFrom: Date) {
  return db
    .select({
      id: therapists.id,
      name: therapists.name,
      bio: therapists.bio,
      bioAr: therapists.bioAr,
      imageUrl: therapists.imageUrl,
      createdAt: therapists.createdAt,
      // Counted per therapist on appointments_therapist_start_idx (an index range scan). Written with
      // explicit names: Drizzle leaves columns unqualified in a one-table select, which inside the subquery
      // would name the appointments' own columns.
      appointmentCount: sql<number>`(select count(*) from ${appointments} as slot
        where slot.therapist_id = ${therapists}.id and slot.starttime >= ${countFrom})`.mapWith(Number),
    })
    .from(therapists);
}

export function listTherapists(db: Executor, countFrom: Date): Promise<TherapistRow[]> {
  return selectTherapists(db, countFrom).orderBy(asc(therapists.name));
}

/** `countFrom` defaults to now: callers that only check the therapist exists pay for the schedule ahead only. */
export async function findTherapist(
  db: Executor,
  id: string,
  countFrom: Date = new Date(),
): Promise<TherapistRow | undefined> {
  const [row] = await selectTherapists(db, countFrom).where(eq(therapists.id, id));
  return row;
}

export async function insertTherapist(db: Executor, values: TherapistValues): Promise<string> {
  const [row] = await db.insert(therapists).values(values).returning({ id: therapists.id });
  return row!.id;
}

export async function updateTherapist(db: Executor, id: string, values: Partial<TherapistValues>): Promise<boolean> {
  const changes = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
  // An edit that changes nothing is a no-op, not an empty UPDATE (which SQL cannot express).
  if (Object.keys(changes).length === 0)
    return (await db.select({ id: therapists.id }).from(therapists).where(eq(therapists.id, id))).length > 0;
  return (
    (await db.update(therapists).set(changes).where(eq(therapists.id, id)).returning({ id: therapists.id })).length > 0
  );
}

export async function deleteTherapist(db: Executor, id: string): Promise<boolean> {
  return (await db.delete(therapists).where(eq(therapists.id, id)).returning({ id: therapists.id })).length > 0;
}
