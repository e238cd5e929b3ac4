import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import { applyBrazilianZodMessages } from '@acolhe/shared/zod-locale';
import { clockFrom, type Clock } from './clock.ts';
import type { AppConfig } from './config.ts';
import { createDb } from './db/connection.ts';
import { migrateToLatest } from './db/migrate.ts';
import { registerClientApp } from './http/client-app.ts';
import { registerLiveKitWebhook } from './http/livekit-webhook.ts';
import { registerPhotoRoutes } from './http/photo-routes.ts';
import { registerSecurityHeaders } from './http/security.ts';
import { registerTrpc, sendTrpcError } from './http/trpc-plugin.ts';
import { loggerOptions } from './logger.ts';
import { createMailer } from './mail/mailer.ts';
import { HeldAuthSessions } from './modules/auth/held-auth-sessions.ts';
import { createLoginThrottle } from './modules/auth/login-throttle.ts';
import { resolveRecordsKeyring } from './modules/clinical-records/records-key.ts';
import { startAttendanceSweep, sweepAttendance } from './modules/sessions/attendance.service.ts';
import { liveKitConnectSources } from './modules/sessions/livekit-engine.ts';
import { SignallingHub } from './modules/sessions/signalling-hub.ts';
import type { AppServices } from './services.ts';
import { resolveSessionSecret } from './session-secret.ts';

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
  }
}

export interface BuildOptions {
  /** Replaces the clock (tests of time windows); by default the wall clock, or CLOCK_START's. */
  now?: Clock;
  /** Where the JSON log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
}

/** Creates the whole server: database migrated, services wired, routes registered. Not yet listening. */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  applyBrazilianZodMessages();
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    bodyLimit: 1024 * 1024,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    routerOptions: { maxParamLength: 5000 },
    trustProxy: config.trustProxyHops === 0 ? false : (_address: string, hop: number) => hop < config.trustProxyHops,
  });

  const db = createDb(config.databasePath);
  await migrateToLatest(db);
  const now = options.now ?? clockFrom(config.clockStart);
  const services: AppServices = {
    config,
    db,
    mailer: createMailer({ db, smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log, now }),
    sessionSecret: await resolveSessionSecret(db, config.sessionSecret),
    loginThrottle: createLoginThrottle(),
    heldAuthSessions: new HeldAuthSessions(),
    now,
    signalling: new SignallingHub(),
    recordsKeyring: await resolveRecordsKeyring(db, config.recordsKey),
  };
  app.decorate('services', services);
  // Appointments whose window closed while the server was down are settled before it serves anyone.
  await sweepAttendance(services);
  const stopSweep = startAttendanceSweep(services, (error) => app.log.error({ err: error }, 'attendance sweep failed'));
  // Open signalling streams would keep the server from closing.
  app.addHook('preClose', async () => {
    stopSweep();
    services.signalling.closeAll();
  });
  app.addHook('onClose', async () => {
    await services.mailer.close();
    await db.destroy();
  });
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });

  app.setErrorHandler((error: { statusCode?: number }, req, reply) => {
    if (error.statusCode === 413) {
      return sendTrpcError(req, reply, 413, 'PAYLOAD_TOO_LARGE', 'Os dados enviados são grandes demais');
    }
    return reply.send(error);
  });
  await registerSecurityHeaders(app, config.video.engine === 'livekit' ? liveKitConnectSources(config.video.url) : []);
  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, { global: false });
  await registerTrpc(app, services);
  await registerLiveKitWebhook(app, services);
  await registerPhotoRoutes(app, services);
  app.get('/api/health', async () => ({ ok: true }));
  await registerClientApp(app, config.clientDist);
  return app;
}
