import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * tRPC answers with a fetch Response, whose body Fastify streams with chunked encoding: three writes
 * and a web-stream pipe per answer, about a third of the CPU of a small cached query. A JSON answer is
 * already whole in memory, so it is read into one string and sent with its length in one write.
 * Event streams (subscriptions) stay streams.
 */
export async function bufferJsonAnswer(_req: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  if (!(payload instanceof Response)) return payload;
  if (!payload.headers.get('content-type')?.startsWith('application/json')) return payload;
  reply.code(payload.status);
  for (const [name, value] of payload.headers) reply.header(name, value);
  // Said as Fastify says it of every string it sends, so a copy from the answer cache reads the same.
  reply.header('content-type', 'application/json; charset=utf-8');
  return payload.text();
}
