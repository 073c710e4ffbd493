import { addLocalDays, zonedParts, zonedTimeToUtc } from '@salon/shared';
import { count, eq, sql } from 'drizzle-orm';
import { generatePassword, hashPassword, verifyPassword } from '@/lib/password';
import type { Database } from './client';
import { appointments, categories, services, sessions, therapists, users } from './schema';
import { DEMO_CATEGORIES, DEMO_CLOSED_WEEKDAYS, DEMO_SLOT_DAYS, DEMO_SLOT_HOURS, DEMO_THERAPISTS } from './seed-data';
import { type DemoTillCatalog, seedDemoTill } from './seed-till';

export interface DemoSeedResult {
  seeded: boolean;
  demoAdmin?: { email: string; password: string };
}

export const DEMO_ADMIN_EMAIL = 'admin@demo.salon';

/**
 * Fills an empty database with the demo salon. "Empty" means no category and no user yet, so a salon
 * that deleted the demo services is never re-seeded behind its back.
 */
export async function seedDemo(
  db: Database,
  options: { timeZone: string; now?: Date; createDemoAdmin: boolean },
): Promise<DemoSeedResult> {
  const [categoryCount] = await db.select({ n: count() }).from(categories);
  const [userCount] = await db.select({ n: count() }).from(users);
  if ((categoryCount?.n ?? 0) > 0 || (userCount?.n ?? 0) > 0) return { seeded: false };

  const now = options.now ?? new Date();
  const demoAdmin = options.createDemoAdmin ? { email: DEMO_ADMIN_EMAIL, password: generatePassword() } : undefined;
  const demoAdminHash = demoAdmin ? await hashPassword(demoAdmin.password) : undefined;

  await db.transaction(async (tx) => {
    const servicesByCategory: { id: string; duration: number }[][] = [];
    const tillServices: DemoTillCatalog['services'] = [];
    for (const group of DEMO_CATEGORIES) {
      const [category] = await tx
        .insert(categories)
        .values({
          name: group.name,
          description: group.description,
          nameAr: group.nameAr,
          descriptionAr: group.descriptionAr,
          imageUrl: group.imageUrl,
        })
        .returning({ id: categories.id });
      const rows = await tx
        .insert(services)
        .values(
          group.services.map((service) => ({
            name: service.name,
            description: service.description,
            nameAr: service.nameAr,
            descriptionAr: service.descriptionAr,
            price: service.price,
            discount: service.discount,
            demandOnline: service.demandOnline,
            imageUrl: group.imageUrl,
            categoryId: category!.id,
          })),
        )
        .returning({ id: services.id });
      servicesByCategory.push(rows.map((row, index) => ({ id: row.id, duration: group.services[index]!.duration })));
      tillServices.push(...rows.map((row, index) => ({ ...group.services[index]!, id: row.id })));
    }

    const therapistRows = await tx
      .insert(therapists)
      .values(DEMO_THERAPISTS.map(({ name, bio, bioAr, imageUrl }) => ({ name, bio, bioAr, imageUrl })))
      .returning({ id: therapists.id });

    const today = zonedParts(now, options.timeZone);
    const slots: (typeof appointments.$inferInsert)[] = [];
    for (let offset = 0; offset < DEMO_SLOT_DAYS; offset++) {
      const day = addLocalDays(today, offset);
      if ((DEMO_CLOSED_WEEKDAYS as readonly number[]).includes(day.weekday)) continue;
      for (const hour of DEMO_SLOT_HOURS) {
        const starttime = zonedTimeToUtc({ ...day, hour }, options.timeZone);
        if (starttime <= now) continue;
        DEMO_THERAPISTS.forEach((therapist, therapistIndex) => {
          for (const categoryIndex of therapist.categories) {
            for (const service of servicesByCategory[categoryIndex] ?? []) {
              slots.push({
                serviceId: service.id,
                therapistId: therapistRows[therapistIndex]!.id,
                starttime,
                endtime: new Date(starttime.getTime() + service.duration * 60_000),
                duration: service.duration,
              });
            }
          }
        });
      }
    }
    // Chunks keep each statement well under PostgreSQL's 65,535 bind-parameter limit.
    for (let i = 0; i < slots.length; i += 1000) await tx.insert(appointments).values(slots.slice(i, i + 1000));

    let adminId: string | null = null;
    if (demoAdmin && demoAdminHash) {
      const [admin] = await tx
        .insert(users)
        .values({
          name: 'Demo Admin',
          email: demoAdmin.email,
          role: 'admin',
          passwordHash: demoAdminHash,
          phone: '+971501234567',
          emailVerifiedAt: now,
        })
        .returning({ id: users.id });
      adminId = admin!.id;
    }

    // A few past visits at the till, with their invoices (seed-till.ts).
    await seedDemoTill(
      tx,
      {
        services: tillServices,
        therapists: therapistRows,
        recordedBy: adminId,
        recordedByName: adminId ? 'Demo Admin' : 'Front desk',
      },
      { timeZone: options.timeZone, now },
    );
  });
  return { seeded: true, demoAdmin };
}

/** What start-up did with ADMIN_EMAIL: 'refused' when that account's owner never verified the address. */
export type EnsureAdminOutcome = 'created' | 'promoted' | 'password replaced' | 'unchanged' | 'refused';

/**
 * ADMIN_EMAIL / ADMIN_PASSWORD: create that admin, or promote the existing account with that e-mail. An
 * account is promoted only if its owner verified the address: anyone can register any address, and would
 * otherwise be handed the salon the day the operator names that address. Promotion ends the account's
 * sessions and unlinks its Google sign-in, so only the configured password opens it. When the configured
 * password differs from an admin's stored one it replaces it (an operator who lost the password gets back
 * in) and ends its sessions; an unchanged password leaves sessions alone across restarts.
 */
export async function ensureAdmin(
  db: Database,
  admin: { email: string; password: string },
): Promise<EnsureAdminOutcome> {
  const [existing] = await db
    .select({
      id: users.id,
      role: users.role,
      passwordHash: users.passwordHash,
      emailVerifiedAt: users.emailVerifiedAt,
    })
    .from(users)
    .where(eq(sql`lower(${users.email})`, admin.email.toLowerCase()));
  if (!existing) {
    const passwordHash = await hashPassword(admin.password);
    // The operator named the address: it counts as verified.
    await db.insert(users).values({
      name: 'Administrator',
      email: admin.email,
      role: 'admin',
      passwordHash,
      emailVerifiedAt: new Date(),
    });
    return 'created';
  }
  const passwordMatches = existing.passwordHash ? await verifyPassword(admin.password, existing.passwordHash) : false;
  if (existing.role === 'admin' && passwordMatches) return 'unchanged';
  if (existing.role !== 'admin' && !existing.emailVerifiedAt) return 'refused';
  const passwordHash = passwordMatches ? existing.passwordHash : await hashPassword(admin.password);
  await db.transaction(async (tx) => {
    const promotion = existing.role === 'admin' ? {} : { role: 'admin' as const, googleSubject: null };
    await tx
      .update(users)
      .set({ passwordHash, ...promotion })
      .where(eq(users.id, existing.id));
    await tx.delete(sessions).where(eq(sessions.userId, existing.id));
  });
  return existing.role === 'admin' ? 'password replaced' : 'promoted';
}
