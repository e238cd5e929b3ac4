import { describe, expect, test } from 'vitest';
import { environmentVariableNames, withRenamedVariables } from './environment-schema.ts';

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
