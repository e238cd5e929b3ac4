import type { FastifyReply, FastifyRequest } from 'fastify';

/** The procedures a /trpc request names (several, comma-separated, in a batch). */
export function proceduresOf(req: FastifyRequest): string[] {
  const path = req.url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(path.replace(/^\/trpc\//, '')).split(',');
  } catch {
    return [path];
  }
}

/** The tRPC error body, also used for refusals outside /trpc so every error reads the same way. */
export function trpcErrorBody(httpStatus: number, code: string, message: string) {
  return { error: { message, code: -32029, data: { code, httpStatus, fieldErrors: null } } };
}

/** A refusal in tRPC's own response shape, so the client shows the message like any other error. */
export function sendTrpcError(req: FastifyRequest, reply: FastifyReply, httpStatus: number, code: string, message: string) {
  const error = trpcErrorBody(httpStatus, code, message);
  const isBatch = (req.query as Record<string, unknown> | undefined)?.batch === '1';
  return reply.status(httpStatus).send(isBatch ? proceduresOf(req).map(() => error) : error);
}
