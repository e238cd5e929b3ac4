import { pino } from 'pino';
import { expect, test } from 'vitest';
import { loggerOptions } from './logger.ts';

function loggedLines(log: (logger: pino.Logger) => void): string {
  const lines: string[] = [];
  const logger = pino(loggerOptions('info'), { write: (line: string) => lines.push(line) });
  log(logger);
  return lines.join('');
}

test('an error is logged with every property named like a secret censored, at any depth', () => {
  const error = Object.assign(new Error('SMTP recusou'), {
    password: 'senha-do-smtp',
    response: { headers: { Authorization: 'Bearer abc.def', cookie: 'acolhe_session=xyz' }, token: 'tok-123' },
    code: 'EAUTH',
  });
  const output = loggedLines((logger) => logger.error({ err: error }, 'mail deliverer failed'));
  for (const secret of ['senha-do-smtp', 'Bearer abc.def', 'acolhe_session=xyz', 'tok-123']) expect(output).not.toContain(secret);
  const line = JSON.parse(output) as { err: { message: string; code: string; password: string; response: { token: string } } };
  expect(line.err).toMatchObject({ message: 'SMTP recusou', code: 'EAUTH', password: '[oculto]', response: { token: '[oculto]' } });
});
