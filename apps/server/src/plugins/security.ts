import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { isSecureSite } from '@/config';
import { PAINT_FIRST_LOADER_SOURCE } from './paint-first';

/**
 * Security headers on every answer. The CSP allows only this site's own scripts, styles, images and API
 * (the one inline script, the prerendered pages' loader, is allowed by its hash: plugins/paint-first.ts);
 * nothing may frame the site. HSTS is sent only when the site is
 * served over https, where it means something.
 */
function helmetOptions(https: boolean): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", PAINT_FIRST_LOADER_SOURCE],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    // The Google sign-in returns through a top-level redirect; a strict opener policy would not matter
    // there, but a strict referrer policy keeps tokens in the address bar from leaking to other sites.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
}

/**
 * Helmet is built once, at start-up, and applied to each real response. Not `@fastify/helmet`: it builds
 * helmet from its options again on every request, 40 µs each here against 0.3 µs for a built one, which
 * would halve the cached catalog's throughput (docs/decisions.md).
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const applyHeaders = helmet(helmetOptions(isSecureSite(app.config)));
  app.addHook('onRequest', (request, reply, done) => {
    applyHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
}
