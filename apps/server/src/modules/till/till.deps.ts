import type { FastifyInstance } from 'fastify';
import type { Database } from '@/db/client';
import type { Principal } from '@/lib/principal';

/** What the till's services need of the app: the database and the salon's time zone (its business day). */
export interface TillDeps {
  db: Database;
  timeZone: string;
}

export const tillDepsOf = (app: FastifyInstance): TillDeps => ({
  db: app.database.db,
  timeZone: app.config.salonTimeZone,
});

/** Who recorded a row, by account and by name at the time (the trail outlives the account). */
export const recordedByOf = (principal: Principal) => ({
  recordedBy: principal.userId,
  recordedByName: principal.name,
});
