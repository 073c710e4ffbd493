import { eq } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { users } from '@/db/schema';
import { NO_CLIENT, startSession } from '@/modules/users';
import { useTestApp } from './helpers/test-app';
import { bearer } from './helpers/users';

const ROUNDS = 8;

/**
 * Found in a security review: "another admin remains" was read without a lock, so two admins demoting or deleting
 * each other at the same moment on PostgreSQL both succeeded and left the salon without an admin. Each
 * round two admins, at once, each demote (or delete, or one of each) the other: one may win, never both.
 */
describe.runIf(inject('postgresAdminUrl'))('two admins removing each other at once on PostgreSQL', () => {
  const ctx = useTestApp('postgres');

  async function twoAdmins(round: number) {
    const db = ctx.database.db;
    const made = await db
      .insert(users)
      .values(
        ['a', 'b'].map((who) => ({
          name: `Admin ${who}`,
          email: `admin.${who}.${round}@salon.test`,
          role: 'admin' as const,
          emailVerifiedAt: new Date(),
        })),
      )
      .returning({ id: users.id, role: users.role });
    return Promise.all(
      made.map(async (row) => ({
        id: row.id,
        headers: bearer((await startSession(db, ctx.config.jwtSecret, row, 1, NO_CLIENT)).token),
      })),
    );
  }

  const remove = (how: 'demote' | 'delete', by: { headers: object }, target: { id: string }) =>
    ctx.app.inject({
      method: how === 'demote' ? 'PATCH' : 'DELETE',
      url: `/api/users/${target.id}`,
      headers: by.headers as Record<string, string>,
      ...(how === 'demote' ? { payload: { role: 'reception' } } : {}),
    });

  it(`always leaves an admin, in ${ROUNDS} rounds of demotions, deletions and both`, async () => {
    const statuses: Record<string, number> = {};
    for (let round = 0; round < ROUNDS; round += 1) {
      await ctx.database.db.delete(users).where(eq(users.role, 'admin'));
      const [a, b] = await twoAdmins(round);
      const hows = [
        ['demote', 'demote'],
        ['delete', 'delete'],
        ['demote', 'delete'],
        ['delete', 'demote'],
      ][round % 4] as ['demote' | 'delete', 'demote' | 'delete'];
      const answers = await Promise.all([remove(hows[0], a!, b!), remove(hows[1], b!, a!)]);
      for (const answer of answers) {
        statuses[answer.statusCode] = (statuses[answer.statusCode] ?? 0) + 1;
        // 403: the caller lost the role first; 409: the other is the last admin; never a 5xx.
        expect([200, 204, 403, 409], answer.body).toContain(answer.statusCode);
      }
      const admins = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.role, 'admin'));
      expect(admins.length, `round ${round} (${hows.join('/')}): ${JSON.stringify(statuses)}`).toBeGreaterThan(0);
    }
  });
});
