import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import { applyBrazilianZodMessages } from '@acolhe/shared/zod-locale';
import { startScheduledBackups } from './backup/scheduled-backups.ts';
import { clockFrom, type Clock } from './clock.ts';
import type { AppConfig } from './config.ts';
import { openDatabase } from './db/connection.ts';
import { migrateToLatest } from './db/migrate.ts';
import { registerClientApp, type ClientSource } from './http/pages/client-app.ts';
import { registerCompression } from './http/caches/compression.ts';
import { registerLiveKitWebhook } from './http/routes/livekit-webhook.ts';
import { registerPhotoRoutes } from './http/routes/photo-routes.ts';
import { registerReminderLinkPages } from './http/pages/reminder-link-pages.ts';
import { registerCalendarFeedRoute } from './http/routes/calendar-feed-route.ts';
import { registerSecurityHeaders } from './http/guards/security-headers.ts';
import { refuseOversizedBodies } from './http/guards/body-limit.ts';
import { answerClientError, maxParamLength, routingErrors, sendFrameworkError } from './http/guards/framework-errors.ts';
import { registerTrpc } from './http/routes/trpc-plugin.ts';
import { noRouteSchemas } from './http/guards/no-route-schemas.ts';
import { RequestLog, loggerOptions } from './logger.ts';
import type { RetryPolicy } from './mail/mail-deliverer.ts';
import { createMailer } from './mail/mailer.ts';
import { authSessionCookieOptions } from './identity/auth-session-cookie.ts';
import { resolveRecordsKeyring } from './secrets/records-key.ts';
import { sendDueReminders } from './modules/reminders/reminders.service.ts';
import { startAttendanceSweep, sweepAttendance } from './modules/sessions/attendance.service.ts';
import { liveKitConnectSources } from './modules/sessions/livekit-engine.ts';
import { PostgresSignallingHub } from './signalling/postgres-signalling-hub.ts';
import { SignallingHub } from './signalling/signalling-hub.ts';
import { AvailableDatesCache } from './modules/public-reads/available-dates-cache.ts';
import { VersionedCache } from './modules/public-reads/versioned-cache.ts';
import { PublicReadVersions } from './modules/public-reads/public-read-versions.ts';
import { WriteCounter } from './db/write-counter.ts';
import type { AppServices } from './services.ts';
import { resolveAuthSessionSecret } from './secrets/auth-session-secret.ts';
import { limitsFor } from './shared-limits.ts';

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
  }
}

/** Directory pages each server keeps (sizes: docs/decisions/public-caches.md "Public answer and page caches"; searches make the inputs unbounded). */
const directoryPagesKept = 500;

export interface BuildOptions {
  /** Replaces the clock (tests of time windows); by default the wall clock, or CLOCK_START's. */
  now?: Clock;
  /** Where the JSON log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** Replaces the mail retry policy (tests that cannot wait 30 s for a retry). */
  mailRetry?: RetryPolicy;
  /** Where the built client comes from; by default the folder CLIENT_DIST names. */
  client?: ClientSource;
}

/** Creates the whole server: database migrated, services wired, routes registered. Not yet listening. */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  applyBrazilianZodMessages();
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    logController: new RequestLog(),
    bodyLimit: 1024 * 1024,
    // Ours, never the caller's: an id a client chose could make its lines pass for another request's.
    genReqId: () => randomUUID(),
    routerOptions: { maxParamLength },
    // Only the listed proxies' X-Forwarded-For is believed; a hop count would believe anyone who connects.
    trustProxy: config.trustedProxies.length === 0 ? false : config.trustedProxies,
    frameworkErrors: routingErrors,
    clientErrorHandler: answerClientError,
    schemaController: noRouteSchemas,
  });

  const writes = new WriteCounter();
  const db = openDatabase(config.database, writes);
  await migrateToLatest(db);
  const now = options.now ?? clockFrom(config.clockStart);
  const authSessionSecret = await resolveAuthSessionSecret(db, config.authSessionSecret);
  const { rateLimitStore, ...limits } = limitsFor(db, config, authSessionSecret, app.log);
  const services: AppServices = {
    config,
    db,
    mailer: createMailer({ db, smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log, retry: options.mailRetry }),
    authSessionSecret,
    ...limits,
    now,
    signalling:
      config.database.engine === 'postgres'
        ? await PostgresSignallingHub.start(db, config.database.url, (error) =>
            app.log.error({ err: error }, 'signalling relay failed'),
          )
        : new SignallingHub(),
    recordsKeyring: await resolveRecordsKeyring(db, config.recordsKey),
    availableDates: new AvailableDatesCache(),
    publicReadVersions: new PublicReadVersions(db, writes, config.publicReadRecheckMs),
    directoryPages: new VersionedCache('directory', directoryPagesKept),
    landingFigures: new VersionedCache('landing', 1),
  };
  app.decorate('services', services);
  // Appointments whose window closed while the server was down are settled before it serves anyone.
  await sweepAttendance(services);
  // Reminders whose moment came while no server ran go out now, each once (their claims are in the database).
  await sendDueReminders(services);
  const stopSweep = startAttendanceSweep(services, (error, job) => app.log.error({ err: error }, `${job} failed`));
  const stopBackups = config.backups
    ? startScheduledBackups(config.databasePath, config.recordsKey, config.backups, {
        taken: (backup) => app.log.info(backup, 'backup taken'),
        failed: (error) => app.log.error({ err: error }, 'scheduled backup failed'),
      })
    : () => {};
  // Open signalling streams would keep the server from closing.
  app.addHook('preClose', async () => {
    stopSweep();
    stopBackups();
    await services.signalling.close();
  });
  app.addHook('onClose', async () => {
    await services.mailer.close();
    await db.destroy();
  });

  app.setErrorHandler(sendFrameworkError);
  refuseOversizedBodies(app);
  await registerCompression(app);
  registerSecurityHeaders(
    app,
    authSessionCookieOptions(config.env === 'production').name,
    config.video.engine === 'livekit' ? liveKitConnectSources(config.video.url) : [],
  );
  // Cookies are parsed when read (cookieOf), not on every request.
  await app.register(fastifyCookie, { hook: false });
  await app.register(fastifyRateLimit, { global: false, store: rateLimitStore });
  await registerTrpc(app, services);
  await registerLiveKitWebhook(app, services);
  await registerPhotoRoutes(app, services);
  await registerReminderLinkPages(app, services);
  registerCalendarFeedRoute(app, services);
  // Its answer is far under compression's threshold, so it skips compression's two hooks.
  app.get('/api/health', { compress: false }, (_req, reply) => reply.send({ ok: true }));
  await registerClientApp(app, services, options.client ?? { kind: 'disk', root: config.clientDist });
  return app;
}
