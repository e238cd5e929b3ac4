import { describe, expect, test } from 'vitest';
import { loggablePath } from './token-routes.ts';

describe('loggablePath', () => {
  test('hides the token of each link route and drops every query string', () => {
    expect(loggablePath('/lembrete/abcDEF123_-')).toBe('/lembrete/[oculto]');
    expect(loggablePath('/calendar/abcDEF123_-.ics?x=1')).toBe('/calendar/[oculto]');
    expect(loggablePath('/lembrete/abc/extra')).toBe('/lembrete/[oculto]/extra');
    expect(loggablePath('/trpc/directory.list?input=%7B%22search%22%3A%22ana%22%7D')).toBe('/trpc/directory.list');
    expect(loggablePath('/lembrete')).toBe('/lembrete');
    expect(loggablePath('/api/photos/0f3a')).toBe('/api/photos/0f3a');
  });
});
