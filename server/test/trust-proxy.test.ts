import { afterEach, describe, expect, test } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { startTestServer, type TestServer } from './harness.ts';

/** TRUST_PROXY lists the proxies whose X-Forwarded-For is believed; anyone else keeps their socket address. */

let server: TestServer | undefined;
let lines: string[] = [];
afterEach(async () => {
  await server?.close();
  server = undefined;
  lines = [];
});

async function start(trustProxy: string) {
  server = await startTestServer(
    { TRUST_PROXY: trustProxy, LOG_LEVEL: 'info', PUBLIC_RATE_LIMIT_PER_MINUTE: '3' },
    { logStream: { write: (line) => lines.push(line) } },
  );
  return server;
}

function callAs(target: TestServer, forwardedFor: string) {
  return fetch(`${target.url}/trpc/platform.info`, { headers: { 'x-forwarded-for': forwardedFor } });
}

function loggedAddresses(): string[] {
  return lines
    .map((line) => JSON.parse(line) as { msg?: string; req?: { remoteAddress?: string } })
    .filter((entry) => entry.msg === 'request completed')
    .map((entry) => entry.req?.remoteAddress ?? '');
}

describe('a peer that is not a listed proxy', () => {
  test('keeps its socket address: spoofed X-Forwarded-For changes neither the log nor its rate limit', async () => {
    const target = await start('10.0.0.1,192.168.0.0/16');
    const statuses = [];
    for (const spoofed of ['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4']) {
      statuses.push((await callAs(target, spoofed)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(new Set(loggedAddresses())).toEqual(new Set(['127.0.0.1']));
  });
});

describe('a listed proxy', () => {
  test('is believed: each forwarded client has its own address and budget', async () => {
    const target = await start('127.0.0.1');
    const statuses = [];
    for (const client of ['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4']) {
      statuses.push((await callAs(target, client)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200]);
    expect(loggedAddresses()).toEqual(['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4']);
  });
});

test('a hop count or anything but addresses is refused at boot', () => {
  for (const value of ['1', 'true', '10.0.0.1,abc', '10.0.0.0/33']) {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY precisa ser uma lista de endereços ou CIDRs/);
  }
  expect(loadConfig({ TRUST_PROXY: '0' }).trustedProxies).toEqual([]);
  expect(loadConfig({ TRUST_PROXY: ' 10.0.0.5 , fd00::/8,loopback' }).trustedProxies).toEqual(['10.0.0.5', 'fd00::/8', 'loopback']);
});
