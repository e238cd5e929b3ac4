import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The bytes as they crossed the wire, before any decoding. */
  wire: Buffer;
}

/** A GET whose body is read undecoded (fetch would inflate it and hide what was sent). */
function rawGet(url: string, acceptEncoding: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, wire: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

function decoded(answer: RawAnswer): string {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.wire).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(answer.wire).toString('utf8');
  return answer.wire.toString('utf8');
}

/** The same text in each encoding: the plain answer, then brotli and gzip, each decoding to it. */
async function expectEachEncodingOf(url: string) {
  const plain = await rawGet(url, 'identity');
  expect(plain.status).toBe(200);
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.wire.length).toBeGreaterThan(1024);
  for (const encoding of ['br', 'gzip']) {
    const answer = await rawGet(url, encoding);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe(encoding);
    expect(answer.headers['vary']).toMatch(/accept-encoding/i);
    expect(answer.wire.length).toBeLessThan(plain.wire.length);
    expect(decoded(answer)).toBe(plain.wire.toString('utf8'));
  }
  return plain;
}

const page = `<!doctype html><html lang="pt-BR"><head><title>Acolhe</title></head><body>${'<p>Acolhimento psicológico.</p>'.repeat(80)}<script type="module" src="/assets/index-Ab12Cd34.js"></script></body></html>`;
const script = `export const frases = [${Array.from({ length: 400 }, (_, i) => `"frase número ${i}"`).join(',')}];`;

/** A tiny built client as vite-plugin-compression2 leaves it: each asset with its .br and .gz. */
function fakeClientDist(dir: string): string {
  const dist = join(dir, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  const files: [string, string][] = [
    ['index.html', page],
    [join('assets', 'index-Ab12Cd34.js'), script],
  ];
  for (const [name, text] of files) {
    const path = join(dist, name);
    writeFileSync(path, text);
    writeFileSync(
      `${path}.br`,
      brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    writeFileSync(`${path}.gz`, gzipSync(text, { level: 9 }));
  }
  return dist;
}

let dir: string;
let server: TestServer;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'acolhe-compression-'));
  server = await startTestServer({ CLIENT_DIST: fakeClientDist(dir) });
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('compressed answers', () => {
  test('a tRPC answer comes back in brotli or gzip as asked, decoding to the same JSON', async () => {
    const calls = ['stats.landing', 'platform.contacts'].flatMap((name) =>
      Array.from({ length: 5 }, () => name),
    );
    const input = encodeURIComponent(JSON.stringify({}));
    const plain = await expectEachEncodingOf(`${server.url}/trpc/${calls.join(',')}?batch=1&input=${input}`);
    expect(plain.headers['content-type']).toMatch(/^application\/json/);
  });

  test('a page comes back compressed, not cached for good, with the security headers', async () => {
    const plain = await expectEachEncodingOf(`${server.url}/psicologos`);
    expect(plain.headers['content-type']).toMatch(/^text\/html/);
    const answer = await rawGet(`${server.url}/psicologos`, 'br, gzip');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });

  test('a built asset is sent as precompressed at build time, cached for good', async () => {
    const url = `${server.url}/assets/index-Ab12Cd34.js`;
    const asset = join(dir, 'dist', 'assets', 'index-Ab12Cd34.js');
    for (const [encoding, suffix] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ] as const) {
      const answer = await rawGet(url, encoding);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(answer.headers['content-type']).toMatch(/javascript/);
      // Byte for byte the file built beside the asset, not a compression made per request.
      expect(answer.wire.equals(readFileSync(`${asset}${suffix}`))).toBe(true);
      expect(decoded(answer)).toBe(script);
    }
    const plain = await rawGet(url, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.wire.toString('utf8')).toBe(script);
  });

  test('a small answer is not compressed', async () => {
    const answer = await rawGet(`${server.url}/api/health`, 'br, gzip');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(answer.wire.toString('utf8'))).toEqual({ ok: true });
  });
});
