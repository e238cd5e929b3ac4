import { TRPCClientError } from '@trpc/client';
import { describe, expect, test } from 'vitest';
import { shouldRetry } from './query-client.ts';

function answer(httpStatus: number) {
  const error = new TRPCClientError<never>('recusado');
  Object.assign(error, { data: { httpStatus } });
  return error;
}

describe('which failed queries are tried again', () => {
  test('a refusal is final: not found, forbidden, invalid input, too many requests', () => {
    for (const status of [400, 401, 403, 404, 429]) expect(shouldRetry(0, answer(status))).toBe(false);
  });
  test('a server error or a lost connection is tried twice more', () => {
    expect(shouldRetry(0, answer(500))).toBe(true);
    expect(shouldRetry(1, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetry(2, answer(503))).toBe(false);
  });
});
