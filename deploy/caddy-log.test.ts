import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { tokenRoutes } from '../server/src/token-routes.ts';
import { deployFile } from './deploy-files.ts';

/**
 * The shipped Caddyfile's access log, run by a real Caddy (Debian's `caddy`, which .ci/run installs):
 * its site's `log` block is put on a plain-HTTP site in front of a stand-in app, and every line Caddy
 * writes is read after requests that carry tokens, a search, a cookie and an authorization header.
 */

const caddyBinary = process.env.CADDY_PATH ?? '/usr/bin/caddy';

/** The site's `log { … }` block of deploy/Caddyfile, braces matched. */
function siteLogBlock(caddyfile: string): string {
  const start = caddyfile.search(/^\tlog \{$/m);
  if (start < 0) throw new Error('deploy/Caddyfile has no log block in its site');
  let depth = 0;
  for (let index = caddyfile.indexOf('{', start); index < caddyfile.length; index += 1) {
    if (caddyfile[index] === '{') depth += 1;
    if (caddyfile[index] === '}') depth -= 1;
    if (depth === 0) return caddyfile.slice(start, index + 1);
  }
  throw new Error('unbalanced log block in deploy/Caddyfile');
}

function listening(server: Server): Promise<number> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
}

async function freePort(): Promise<number> {
  const probe = createServer();
  const port = await listening(probe);
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const dir = mkdtempSync(join(tmpdir(), 'acolhe-caddy-'));
const output: string[] = [];
let app: Server;
let caddy: ChildProcess;
let caddyUrl = '';

beforeAll(async () => {
  app = createServer((_req, res) => res.end('ok'));
  const appPort = await listening(app);
  const caddyPort = await freePort();
  caddyUrl = `http://127.0.0.1:${caddyPort}`;
  const config = join(dir, 'Caddyfile');
  writeFileSync(
    config,
    `{\n\tadmin off\n\tauto_https off\n}\n\n${caddyUrl} {\n\treverse_proxy 127.0.0.1:${appPort}\n${siteLogBlock(deployFile('Caddyfile'))}\n}\n`,
  );
  caddy = spawn(caddyBinary, ['run', '--config', config, '--adapter', 'caddyfile'], { stdio: ['ignore', 'pipe', 'pipe'] });
  caddy.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  caddy.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  for (let tries = 0; ; tries += 1) {
    const up = await fetch(`${caddyUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (tries > 100) throw new Error(`Caddy did not start:\n${output.join('')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}, 30_000);

afterAll(async () => {
  caddy.kill();
  await new Promise((resolve) => app.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

/** The URIs of Caddy's access log lines, once the line for the last request has been written. */
async function loggedUris(count: number): Promise<string[]> {
  for (let tries = 0; tries < 50; tries += 1) {
    const uris = output
      .join('')
      .split('\n')
      .filter((line) => line.includes('"http.log.access'))
      .map((line) => (JSON.parse(line) as { request: { uri: string } }).request.uri);
    if (uris.length >= count) return uris;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Caddy logged too few requests:\n${output.join('')}`);
}

describe('deploy/Caddyfile access log', () => {
  test('writes every token route with its token hidden, a query string as [oculto], and no cookie or authorization', async () => {
    const secret = 'Zk3-token_QUE-ninguem-deve-ler-0123456789ab';
    const requests = [
      ...tokenRoutes.map(({ prefix }) => `${prefix}${secret}`),
      `/calendar/${secret}.ics`,
      `/lembrete/${secret}?acceptLate=1`,
      '/trpc/directory.list?input=%7B%22search%22%3A%22Mariana%20Ansiedade%22%7D',
      '/agenda?busca=Mariana',
    ];
    const before = (await loggedUris(1)).length;
    for (const path of requests) {
      await fetch(`${caddyUrl}${path}`, { headers: { cookie: `acolhe_session=${secret}`, authorization: `Bearer ${secret}` } });
    }
    const uris = (await loggedUris(before + requests.length)).slice(before);
    expect(uris).toEqual([
      ...tokenRoutes.map(({ prefix }) => `${prefix}[oculto]`),
      '/calendar/[oculto]',
      '/lembrete/[oculto]?[oculto]',
      '/trpc/directory.list?[oculto]',
      '/agenda?[oculto]',
    ]);
    const log = output.join('');
    expect(log).not.toContain(secret);
    expect(log).not.toContain('Mariana');
  });
});
