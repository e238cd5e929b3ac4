import { createHash } from 'node:crypto';
import { extname } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The built client's files by path under its root ('index.html', 'assets/app-1a2b.js', 'assets/app-1a2b.js.br'). */
export type EmbeddedClientFiles = ReadonlyMap<string, Buffer>;

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** The encodings this request takes, 'br' over 'gzip', as @fastify/static's preCompressed chooses. */
function acceptedEncodings(req: FastifyRequest): Set<string> {
  const header = req.headers['accept-encoding'] ?? '';
  return new Set(
    header
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, quality]) => quality?.trim() !== 'q=0')
      .map(([name = '']) => name.trim().toLowerCase()),
  );
}

interface EmbeddedFile {
  bytes: Buffer;
  br: Buffer | undefined;
  gzip: Buffer | undefined;
  contentType: string;
  etag: string;
}

function embeddedFile(files: EmbeddedClientFiles, path: string, bytes: Buffer): EmbeddedFile {
  return {
    bytes,
    br: files.get(`${path}.br`),
    gzip: files.get(`${path}.gz`),
    contentType: contentTypes[extname(path)] ?? 'application/octet-stream',
    etag: `"${createHash('sha1').update(bytes).digest('base64url')}"`,
  };
}

function send(req: FastifyRequest, reply: FastifyReply, file: EmbeddedFile, cacheControl: string): FastifyReply {
  reply.header('cache-control', cacheControl).header('etag', file.etag).header('vary', 'accept-encoding').type(file.contentType);
  if (req.headers['if-none-match'] === file.etag) return reply.status(304).send();
  const encodings = acceptedEncodings(req);
  if (file.br && encodings.has('br')) return reply.header('content-encoding', 'br').send(file.br);
  if (file.gzip && encodings.has('gzip')) return reply.header('content-encoding', 'gzip').send(file.gzip);
  return reply.send(file.bytes);
}

/**
 * Serves the client carried inside the executable, as @fastify/static serves it from disk: one route per
 * file, the build's .br/.gz sent as they are. Returns what answers index.html (for the page fallback).
 */
export function registerEmbeddedClient(
  app: FastifyInstance,
  files: EmbeddedClientFiles,
  isServed: (path: string) => boolean,
): (req: FastifyRequest, reply: FastifyReply) => FastifyReply {
  for (const [path, bytes] of files) {
    if (/\.(br|gz)$/.test(path) || !isServed(`/${path}`)) continue;
    const file = embeddedFile(files, path, bytes);
    const cacheControl = path.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
    app.get(`/${path}`, (req, reply) => send(req, reply, file, cacheControl));
  }
  const index = files.get('index.html');
  if (!index) throw new Error('O cliente embutido não tem index.html.');
  const indexFile = embeddedFile(files, 'index.html', index);
  return (req, reply) => send(req, reply, indexFile, 'no-cache');
}
