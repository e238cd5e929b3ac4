import { constants } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';

/**
 * Every text answer (tRPC JSON, pages, errors) leaves brotli- or gzip-compressed, as the client asks.
 * Registered before any route: the plugin attaches itself to each route as it is declared.
 * Brotli at quality 4: the default 11 costs many times the CPU for a few percent on small dynamic
 * bodies (docs/decisions/answer-compression.md
 * "Compression: brotli 4 for dynamic answers, built files compressed at build time");
 * the built client is compressed at build time at full quality and served as it is.
 * Request bodies are never inflated: no client sends them compressed, and an inflated body would
 * escape the declared-length check that refuses oversized bodies before reading them.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
