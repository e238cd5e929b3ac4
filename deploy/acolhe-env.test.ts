import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { loadConfig } from '../server/src/config.ts';
import { environmentVariableNames } from '../server/src/environment-schema.ts';
import { deployDirectory, deployFile, parseEnvironmentFile } from './deploy-files.ts';

const environment = parseEnvironmentFile(deployFile('acolhe.env.example'));

describe('deploy/acolhe.env.example', () => {
  test('names only variables the server reads', () => {
    expect(Object.keys(environment).length).toBeGreaterThan(10);
    for (const name of Object.keys(environment)) expect(environmentVariableNames).toContain(name);
  });

  test('a shell that sources it sees the same values systemd does', () => {
    const script = `set -a; . '${join(deployDirectory, 'acolhe.env.example')}'; set +a; env -0`;
    const result = spawnSync('/bin/sh', ['-c', script], { encoding: 'utf8', env: {}, stdio: ['ignore', 'pipe', 'pipe'] });
    expect(result.stderr).toBe('');
    const sourced = Object.fromEntries(
      result.stdout.split('\0').filter(Boolean).map((entry) => [entry.slice(0, entry.indexOf('=')), entry.slice(entry.indexOf('=') + 1)]),
    );
    for (const [name, value] of Object.entries(environment)) expect(sourced[name], name).toBe(value);
  });

  test('is a valid production configuration: behind Caddy, embedded video with TURN, daily backups', () => {
    const config = loadConfig(environment);
    expect(config.env).toBe('production');
    expect(config.demoMode).toBe(false);
    expect(config.host).toBe('127.0.0.1');
    expect(config.trustedProxies).toEqual(['127.0.0.1']);
    expect(new URL(config.publicUrl).protocol).toBe('https:');
    expect(config.databasePath.startsWith('/var/lib/acolhe/')).toBe(true);
    if (config.video.engine !== 'embedded') throw new Error('expected the embedded engine');
    expect(config.video.turn?.urls).toEqual([
      'turn:clinica.exemplo.com.br:3478?transport=udp',
      'turn:clinica.exemplo.com.br:3478?transport=tcp',
    ]);
    expect(config.video.iceServers).toEqual([{ urls: 'stun:clinica.exemplo.com.br:3478' }]);
    expect(config.video.iceTransportPolicy).toBe('all');
    expect(config.backups).toEqual({ dir: '/var/lib/acolhe/backups', everyHours: 24, keep: 14 });
  });
});
