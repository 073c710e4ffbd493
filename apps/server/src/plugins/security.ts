import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers on every answer. The CSP allows only this site's own scripts, styles, images and API
 * (the built app has no inline script); nothing may frame the site. HSTS is sent only when the site is
 * served over https, where it means something.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const https = app.config.publicUrl.startsWith('https://');
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
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
  });
}
