import type { FastifyServerOptions } from 'fastify';

/** Pino options: JSON to stdout, and the places a secret could appear are redacted. */
export function loggerOptions(level: string): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        '*.password',
        '*.passwordHash',
        '*.token',
      ],
      censor: '[oculto]',
    },
  };
}
