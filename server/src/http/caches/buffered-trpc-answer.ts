import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * tRPC answers with a fetch Response, whose body Fastify streams with chunked encoding: three writes
 * and a web-stream pipe per answer, a large share of the CPU of a small cached query
 * (docs/decisions/buffered-json-answers.md "tRPC JSON answers sent in one write"). A JSON answer is
 * already whole in memory, so it is read into one string and sent with its length in one write.
 * Event streams (subscriptions) stay streams.
 */
export function bufferJsonAnswer(
  _req: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (error: Error | null, payload: unknown) => void,
): void {
  // Callback style, so answers with nothing to buffer (refusals, cached copies) cost no promise.
  if (!(payload instanceof Response) || !payload.headers.get('content-type')?.startsWith('application/json')) {
    done(null, payload);
    return;
  }
  reply.code(payload.status);
  for (const [name, value] of payload.headers) reply.header(name, value);
  // Said as Fastify says it of every string it sends, so a copy from the answer cache reads the same.
  reply.header('content-type', 'application/json; charset=utf-8');
  payload.text().then(
    (text) => done(null, text),
    (error: unknown) => done(error instanceof Error ? error : new Error(String(error)), payload),
  );
}
