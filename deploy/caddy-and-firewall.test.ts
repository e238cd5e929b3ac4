import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { deployDirectory, deployFile, parseEnvironmentFile, parseTurnserverConf, single } from './deploy-files.ts';

const environment = parseEnvironmentFile(deployFile('acolhe.env.example'));
const caddyfile = deployFile('Caddyfile');
const nftables = deployFile('nftables.conf');
const turn = parseTurnserverConf(deployFile('turnserver.conf'));
const publicHost = new URL(environment.PUBLIC_URL ?? '').hostname;

/** The Caddyfile without comments, as Caddy's lexer sees it: tokens and braces. */
function caddyTokens(): string[] {
  return caddyfile
    .split('\n')
    .map((line) => line.replace(/#.*$/, '').trim())
    .join(' ')
    .split(/\s+/)
    .filter(Boolean);
}

/** The ports an nftables rule line accepts for a protocol: '80', '443', '49160-49660'. */
function openPorts(protocol: 'tcp' | 'udp'): string[] {
  return [...nftables.matchAll(new RegExp(`^\\s*${protocol} dport (\\{[^}]*\\}|\\S+) accept`, 'gm'))].flatMap((match) =>
    (match[1] ?? '').replace(/[{}]/g, '').split(',').map((port) => port.trim()).filter(Boolean),
  );
}

describe('deploy/Caddyfile', () => {
  test('serves the public address and proxies to where the app listens, streaming signalling at once', () => {
    const tokens = caddyTokens();
    expect(tokens.filter((token) => token === '{').length).toBe(tokens.filter((token) => token === '}').length);
    const site = tokens.indexOf(publicHost);
    expect(site, `${publicHost} como endereço do site`).toBeGreaterThan(-1);
    expect(tokens[site + 1]).toBe('{');
    const proxy = tokens.indexOf('reverse_proxy', site);
    expect(tokens[proxy + 1]).toBe(`${environment.HOST}:${environment.PORT}`);
    expect(tokens.slice(proxy).join(' ')).toMatch(/^reverse_proxy \S+ \{ flush_interval -1 \}/);
    // TLS is automatic: no "tls off", no http:// site that would skip the certificate.
    expect(tokens).not.toContain('http://' + publicHost);
    expect(tokens.join(' ')).not.toMatch(/\btls off\b|auto_https off/);
  });
});

describe('deploy/nftables.conf', () => {
  test('opens SSH, Caddy and exactly coturn’s ports; the app’s own port stays closed', () => {
    expect(openPorts('tcp').sort()).toEqual(['22', '3478', '443', '80'].sort());
    const listening = single(turn, 'listening-port');
    const relayRange = `${single(turn, 'min-port')}-${single(turn, 'max-port')}`;
    expect(openPorts('udp').sort()).toEqual(['443', listening, relayRange].sort());
    expect(openPorts('tcp')).toContain(listening);
    expect(openPorts('tcp')).not.toContain(environment.PORT);
    expect(nftables).toMatch(/chain input \{\s*type filter hook input priority filter; policy drop;/);
  });

  test.skipIf(!existsSync('/usr/sbin/nft'))('nft accepts it (check only, nothing loaded)', () => {
    const result = spawnSync('/usr/sbin/nft', ['-c', '-f', join(deployDirectory, 'nftables.conf')], { encoding: 'utf8' });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });
});
