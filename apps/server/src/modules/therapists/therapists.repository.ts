import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { appointments, therapists } from '../../db/schema';

export type TherapistRow = typeof therapists.$inferSelect & { appointmentCount: number };
type TherapistValues = Pick<typeof therapists.$inferInsert, 'name' | 'bio' | 'imageUrl'>;

function selectTherapists(db: Executor) {
  return db
    .select({
      id: therapists.id,
      name: therapists.name,
      bio: therapists.bio,
      imageUrl: therapists.imageUrl,
      createdAt: therapists.createdAt,
      // Every slot in the therapist's history ('total appointment count', admin spec), counted per therapist
      // from appointments_therapist_start_idx alone (an index-only scan) instead of joining and grouping
      // the whole appointments table. Written with explicit names: Drizzle leaves columns unqualified in a
      // one-table select, which inside the subquery would name the appointments' own columns.
      appointmentCount: sql<number>`(select count(*) from ${appointments} as slot
        where slot.therapist_id = ${therapists}.id)`.mapWith(Number),
    })
    .from(therapists);
}

export function listTherapists(db: Executor): Promise<TherapistRow[]> {
  return selectTherapists(db).orderBy(asc(therapists.name));
}

export async function findTherapist(db: Executor, id: string): Promise<TherapistRow | undefined> {
  const [row] = await selectTherapists(db).where(eq(therapists.id, id));
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
