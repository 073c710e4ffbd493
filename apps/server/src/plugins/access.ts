import type { TUserRole } from '@salon/shared';
import type { FastifyInstance } from 'fastify';

/**
 * Every API route declares who may call it (STYLE principle 8): one of these levels, and this table is the
 * one place that says which roles each level admits. A route without a declaration fails at start-up
 * instead of being open by accident.
 *
 * - `public`: anyone, signed in or not.
 * - `user`: any signed-in account (a customer books, reads and cancels their own; staff too).
 * - `owner`: any signed-in account; the service then checks the thing asked for is the caller's (or that
 *   the caller runs the dashboard).
 * - `staff`: the dashboard's daily work — admin and reception: overview, calendar, orders and walk-ins,
 *   customers (no deletion, no role change), problems.
 * - `therapist`: a therapist's own day and week (the service reads only their linked therapist's rows).
 * - `team`: everyone who works in the salon — admin, reception and therapists — on a route whose service then
 *   narrows a therapist to their own appointments (marking an appointment done or no-show).
 * - `admin`: admin only — the catalog (categories, services, therapists, slots), staff, settings, deleting
 *   users, reports.
 *
 * Giving reception a route that declares `admin` is one word: declare `staff` instead (and say so in
 * `access.test.ts`'s EXPECTED_ACCESS).
 */
export const ACCESS_ROLES = {
  public: 'anyone',
  user: ['user', 'admin', 'reception', 'therapist'],
  owner: ['user', 'admin', 'reception', 'therapist'],
  staff: ['admin', 'reception'],
  therapist: ['therapist'],
  team: ['admin', 'reception', 'therapist'],
  admin: ['admin'],
} as const satisfies Record<string, 'anyone' | readonly TUserRole[]>;

export type AccessLevel = keyof typeof ACCESS_ROLES;

/** Whether a signed-in account of this role may call a route of this level. */
export function roleMayCall(access: AccessLevel, role: TUserRole): boolean {
  const roles = ACCESS_ROLES[access];
  return roles === 'anyone' || (roles as readonly TUserRole[]).includes(role);
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessLevel;
  }
}

export interface DeclaredRoute {
  method: string;
  url: string;
  access: AccessLevel;
}

/** Where routes are declared: the API, and the uploaded images every server serves from the database. */
const DECLARED_PREFIXES = ['/api', '/media/'];

export function registerAccessDeclarations(app: FastifyInstance, routeTable: DeclaredRoute[]): void {
  app.addHook('onRoute', (route) => {
    if (!DECLARED_PREFIXES.some((prefix) => route.url.startsWith(prefix)) || route.url.startsWith('/api/docs')) return;
    const access = (route.config as { access?: AccessLevel } | undefined)?.access;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!access || !(access in ACCESS_ROLES)) {
      throw new Error(`Route ${methods.join(',')} ${route.url} does not declare its access level`);
    }
    for (const method of methods) if (method !== 'HEAD') routeTable.push({ method, url: route.url, access });
  });
}
