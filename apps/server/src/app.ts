import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { appointmentsRoutes } from '@/modules/appointments';
import { categoriesRoutes } from '@/modules/categories';
import { healthRoutes } from '@/modules/health';
import { hoursRoutes } from '@/modules/hours';
import { imagesRoutes } from '@/modules/images';
import { myAppointmentsRoutes, ordersDashboardRoutes, ordersDepsOf, ordersRoutes } from '@/modules/orders';
import { problemsRoutes } from '@/modules/problems';
import { reportsRoutes } from '@/modules/reports';
import { pageHeads, seoRoutes } from '@/modules/seo';
import { servicesRoutes } from '@/modules/services';
import { therapistsRoutes } from '@/modules/therapists';
import { tillRoutes } from '@/modules/till';
import { findLiveAccountToken, findSessionUser } from '@/modules/users';
import {
  accountMeRoutes,
  accountRoutes,
  googleRoutes,
  phoneProofRoutes,
  usersAdminRoutes,
} from '@/modules/users/routes';
import { passOnSlots, waitlistDepsOf, waitlistRoutes } from '@/modules/waitlist';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { BANNER_FIELD, type LogFormat, logFormatFor, prettyStream } from './lib/log-format';
import { createMailer, type Mailer } from './lib/mail';
import { createMessagingProvider, type MessagingProvider } from './lib/messaging';
import { type AppMetrics, createMetrics } from './lib/metrics';
import { memoryThrottleStore, postgresThrottleStore, Throttle } from './lib/throttle';
import { type DeclaredRoute, registerAccessDeclarations } from './plugins/access';
import { registerAuth } from './plugins/auth';
import { registerApiCompression } from './plugins/compression';
import { registerErrorHandler } from './plugins/error-handler';
import { registerMetrics } from './plugins/metrics';
import { registerOpenApi } from './plugins/openapi';
import { registerPrivateAnswers } from './plugins/private-answers';
import { registerReadCaches } from './plugins/read-caches';
import { registerSecurityHeaders } from './plugins/security';
import { registerUploads } from './plugins/uploads';
import { registerNotFound, registerWebApp } from './plugins/web-app';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: DatabaseHandle;
    routeTable: DeclaredRoute[];
    mailer: Mailer;
    /** SMS and WhatsApp: Twilio when configured, otherwise the outbox in DATA_DIR. */
    messenger: MessagingProvider;
    throttle: Throttle;
    metrics: AppMetrics;
    /**
     * Offers the slots an order freed to the waitlist. The app joins the two modules here, so the orders (which
     * the waitlist books through) need not import the waitlist back.
     */
    slotsFreed(slotIds: string[], log: FastifyBaseLogger): Promise<void>;
  }
}

export interface BuildAppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  /** Tests pass false to keep logs quiet; the server passes pino options. */
  logger?: boolean | object;
  /** Tests of the API alone skip the web app. */
  serveWebApp?: boolean;
  /** The built web app's folder; found beside the server when not given (tests pass a stand-in). */
  webDist?: string;
}

/**
 * Logs never carry secrets: the Authorization header, cookies and anything that looks like a password,
 * token or hash is replaced before a line is written.
 */
export const LOG_REDACTIONS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.newPassword',
  '*.token',
  '*.passwordHash',
];

/**
 * The sign-in pages and account routes carry codes and tokens in their query strings (Google's return, the
 * mailed links): their query strings never reach a log line, and elsewhere any parameter named like a
 * secret is blanked.
 */
const SENSITIVE_PATH = /^\/(api\/users\/|login|reset-password|verify-email|complete-profile)/;
const SECRET_PARAMETER = /token|code|state|secret|password|key/i;

export function loggedUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const path = url.slice(0, mark);
  if (SENSITIVE_PATH.test(path)) return `${path}?[redacted]`;
  const parameters = new URLSearchParams(url.slice(mark + 1));
  for (const key of new Set(parameters.keys())) if (SECRET_PARAMETER.test(key)) parameters.set(key, '[redacted]');
  return `${path}?${parameters}`;
}

/**
 * The server's pino options: redactions, request lines without secrets in their address, and the format:
 * JSON, or readable lines when a person watches a terminal (see `logFormatFor`). A given stream gets JSON
 * unless told otherwise, as tests read it back.
 */
export function loggerOptions(
  level: string,
  stream?: NodeJS.WritableStream,
  format: LogFormat = stream ? 'json' : logFormatFor(),
) {
  return {
    level,
    stream: format === 'pretty' ? prettyStream(stream) : stream,
    redact: { paths: LOG_REDACTIONS, censor: '[redacted]' },
    serializers: {
      // JSON lines keep the one-line message alone: the banner only repeats it for the terminal.
      ...(format === 'json' ? { [BANNER_FIELD]: () => undefined } : {}),
      req: (request: { method: string; url: string; host?: string; ip?: string }) => ({
        method: request.method,
        url: loggedUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
      }),
    },
  };
}

/**
 * Which X-Forwarded-For entries are believed. A list of proxy addresses goes to proxy-addr as it is. A
 * number of hops becomes a function trusting that many hops from the socket: Fastify 5.12+ refuses a bare
 * number (it trusts nothing then), because counting hops cannot tell the proxy from a client that reaches
 * the server directly; the README says to listen only where the proxy can reach it in that case.
 */
export function trustProxyOption(trust: AppConfig['trustProxy']): FastifyServerOptions['trustProxy'] {
  if (Array.isArray(trust)) return trust;
  if (trust === 0) return false;
  return (_address, hop) => hop < trust;
}

/** Builds the whole application without listening, so tests can drive it in-process. */
export async function buildApp({
  config,
  database,
  logger = false,
  serveWebApp = true,
  webDist,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    // Room for a 5 MB image in a multipart body; JSON bodies stay far smaller in practice.
    bodyLimit: 6 * 1024 * 1024,
    trustProxy: trustProxyOption(config.trustProxy),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('routeTable', [] as DeclaredRoute[]);
  app.decorate('metrics', createMetrics());
  app.decorate('mailer', createMailer({ ...config.mail, dataDir: config.dataDir }, app.log, app.metrics.mail));
  app.decorate('messenger', createMessagingProvider({ ...config.messaging, dataDir: config.dataDir }, app.log));
  // One embedded server keeps throttle counters in memory; processes sharing PostgreSQL share them there.
  app.decorate(
    'throttle',
    new Throttle(database.kind === 'postgres' ? postgresThrottleStore(database.db) : memoryThrottleStore()),
  );
  app.decorate('slotsFreed', (slotIds: string[], log: FastifyBaseLogger) =>
    passOnSlots(waitlistDepsOf(app, log), slotIds),
  );
  app.addHook('onClose', async () => app.mailer.close());
  await registerReadCaches(app);
  registerAccessDeclarations(app, app.routeTable);
  registerErrorHandler(app);
  registerMetrics(app, app.metrics);
  await registerAuth(app, {
    sessionUser: (sessionId) => findSessionUser(database.db, sessionId),
    profileCredentialOwner: async (tokenHash) =>
      (await findLiveAccountToken(database.db, 'complete-profile', tokenHash))?.userId,
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await registerSecurityHeaders(app);
  await registerOpenApi(app);
  await registerUploads(app);
  await app.register(imagesRoutes);
  await app.register(
    async (api) => {
      await registerApiCompression(api);
      registerPrivateAnswers(api);
      await api.register(healthRoutes);
      await api.register(categoriesRoutes);
      await api.register(accountRoutes);
      await api.register(accountMeRoutes);
      await api.register(phoneProofRoutes);
      await api.register(googleRoutes);
      await api.register(usersAdminRoutes);
      await api.register(servicesRoutes);
      await api.register(therapistsRoutes);
      await api.register(appointmentsRoutes);
      await api.register(hoursRoutes);
      await api.register(ordersRoutes);
      await api.register(myAppointmentsRoutes);
      await api.register(ordersDashboardRoutes);
      await api.register(problemsRoutes);
      await api.register(reportsRoutes);
      await api.register(waitlistRoutes, { ordersDepsOf });
      await api.register(tillRoutes);
    },
    { prefix: '/api' },
  );
  await app.register(seoRoutes);
  if (serveWebApp) await registerWebApp(app, config.salonTimeZone, webDist, pageHeads(app));
  else registerNotFound(app, undefined);
  return app;
}
