import type { FastifyInstance } from 'fastify';

/**
 * Every API route declares who may call it (STYLE principle 8). The check itself comes with accounts;
 * this hook makes a route without a declaration fail at start-up instead of being open by accident.
 */
export type AccessLevel = 'public' | 'user' | 'owner' | 'admin';

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
    if (!access) throw new Error(`Route ${methods.join(',')} ${route.url} does not declare its access level`);
    for (const method of methods) if (method !== 'HEAD') routeTable.push({ method, url: route.url, access });
  });
}
