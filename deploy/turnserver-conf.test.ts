import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../server/src/config.ts';
import { turnCredentialsFor } from '../server/src/modules/sessions/turn-credentials.ts';
import { freePort, startCoturn, type Coturn } from '../scripts/coturn.ts';
import { allocateRelay } from '../scripts/turn-client.ts';
import { deployFile, parseEnvironmentFile, parseTurnserverConf, single } from './deploy-files.ts';

const confText = deployFile('turnserver.conf');
const conf = parseTurnserverConf(confText);
const environment = parseEnvironmentFile(deployFile('acolhe.env.example'));
const config = loadConfig(environment);
const turnSettings = config.video.engine === 'embedded' ? config.video.turn : null;

describe('deploy/turnserver.conf against the app’s configuration', () => {
  test('same secret, coturn’s time-limited credentials, and the port and host TURN_URLS name', () => {
    expect(conf.has('use-auth-secret')).toBe(true);
    expect(single(conf, 'static-auth-secret')).toBe(environment.TURN_SECRET);
    const host = new URL(environment.PUBLIC_URL ?? '').hostname;
    expect(single(conf, 'realm')).toBe(host);
    for (const url of turnSettings?.urls ?? []) {
      expect(url).toMatch(new RegExp(`^turn:${host.replaceAll('.', '\\.')}:${single(conf, 'listening-port')}\\?transport=(udp|tcp)$`));
    }
    // TLS is off here, so TURN_URLS offers no turns: address nothing would answer.
    expect(conf.has('no-tls')).toBe(true);
    expect(turnSettings?.urls.some((url) => url.startsWith('turns:'))).toBe(false);
  });

  test('no peer on loopback or a private, link-local or shared range', () => {
    const denied = conf.get('denied-peer-ip') ?? [];
    for (const range of [
      '10.0.0.0-10.255.255.255',
      '172.16.0.0-172.31.255.255',
      '192.168.0.0-192.168.255.255',
      '127.0.0.0-127.255.255.255',
      '169.254.0.0-169.254.255.255',
      '100.64.0.0-100.127.255.255',
      '::1',
      'fc00::-fdff:ffff:ffff:ffff:ffff:ffff:ffff:ffff',
      'fe80::-febf:ffff:ffff:ffff:ffff:ffff:ffff:ffff',
    ]) {
      expect(denied).toContain(range);
    }
    expect(conf.has('allow-loopback-peers')).toBe(false);
    expect(conf.has('no-cli')).toBe(true);
  });
});

describe('coturn running deploy/turnserver.conf', () => {
  let coturn: Coturn;
  let port = 0;
  beforeAll(async () => {
    // The deploy file as it is, except where it listens (a free loopback port) and logs (stdout).
    port = await freePort();
    const lines = confText.split('\n');
    const replaced = lines.map((line) => (line === 'listening-port=3478' ? `listening-port=${port}` : line === 'syslog' ? 'log-file=stdout' : line));
    expect(replaced.filter((line, index) => line !== lines[index])).toHaveLength(2);
    coturn = await startCoturn('deploy', port, [...replaced, 'listening-ip=127.0.0.1', 'relay-ip=127.0.0.1', 'no-stdout-log', 'simple-log']);
  });
  afterAll(() => coturn.stop());

  test('relays for credentials the app mints, in the firewall’s port range, and refuses private peers', async () => {
    if (!turnSettings) throw new Error('TURN_URLS e TURN_SECRET no exemplo');
    const { username, credential } = turnCredentialsFor(turnSettings, 42, new Date(Date.now() + 3_600_000));
    const outcome = await allocateRelay('127.0.0.1', port, username ?? '', credential ?? '', ['8.8.8.8', '10.1.2.3', '192.168.0.10', '127.0.0.1']);
    if (!outcome.ok) throw new Error(`coturn recusou: ${outcome.errorCode}`);
    expect(outcome.relayPort).toBeGreaterThanOrEqual(Number(single(conf, 'min-port')));
    expect(outcome.relayPort).toBeLessThanOrEqual(Number(single(conf, 'max-port')));
    expect(outcome.permissions).toEqual({ '8.8.8.8': 200, '10.1.2.3': 403, '192.168.0.10': 403, '127.0.0.1': 403 });
  });

  test('refuses a wrong password and credentials past their expiry', async () => {
    if (!turnSettings) throw new Error('TURN_URLS e TURN_SECRET no exemplo');
    const valid = turnCredentialsFor(turnSettings, 42, new Date(Date.now() + 3_600_000));
    expect(await allocateRelay('127.0.0.1', port, valid.username ?? '', 'senha-errada')).toEqual({ ok: false, errorCode: 401 });
    const expired = turnCredentialsFor(turnSettings, 42, new Date(Date.now() - 60_000));
    expect(await allocateRelay('127.0.0.1', port, expired.username ?? '', expired.credential ?? '')).toEqual({ ok: false, errorCode: 401 });
  });
});
