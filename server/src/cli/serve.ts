import { buildApp, type BuildOptions } from '../app.ts';
import type { AppConfig } from '../config.ts';
import { seedIfEmpty } from '../seed/seed-if-empty.ts';

/** Starts the server and returns once it listens; SIGTERM/SIGINT close it gracefully. */
export async function serve(config: AppConfig, options: BuildOptions = {}): Promise<void> {
  const app = await buildApp(config, options);
  if (config.seedOnEmpty) {
    const seeded = await seedIfEmpty(app.services.db, app.services.now(), config.timeZone);
    if (seeded) app.log.info(seeded, 'demo data written');
  }

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
}
