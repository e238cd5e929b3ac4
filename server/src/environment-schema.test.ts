import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { environmentSchema, environmentVariableNames, withRenamedVariables } from './environment-schema.ts';

describe('renamed settings', () => {
  test('the older name is read when only it is set, and the new name wins when both are', () => {
    expect(withRenamedVariables({ SESSION_IDLE_MINUTES: '15' })).toEqual({ AUTH_SESSION_IDLE_MINUTES: '15' });
    expect(withRenamedVariables({ SESSION_SECRET: 'old', AUTH_SESSION_SECRET: 'new' })).toEqual({ AUTH_SESSION_SECRET: 'new' });
    expect(withRenamedVariables({ SESSION_SECRET: 'old', AUTH_SESSION_SECRET: '' })).toEqual({ AUTH_SESSION_SECRET: 'old' });
    expect(withRenamedVariables({ PORT: '3000' })).toEqual({ PORT: '3000' });
  });

  test('both names count as variables the server reads', () => {
    expect(environmentVariableNames).toEqual(expect.arrayContaining(['AUTH_SESSION_SECRET', 'SESSION_SECRET', 'AUTH_SESSION_IDLE_MINUTES', 'SESSION_IDLE_MINUTES']));
  });
});

test('.env.example names every variable the server reads, under its current name', () => {
  const example = readFileSync(join(import.meta.dirname, '../../.env.example'), 'utf8');
  const named = new Set([...example.matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]));
  expect(Object.keys(environmentSchema.shape).filter((name) => !named.has(name))).toEqual([]);
});
