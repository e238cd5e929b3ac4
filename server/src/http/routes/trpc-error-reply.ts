import type { FastifyReply, FastifyRequest } from 'fastify';

const namedProcedures = new WeakMap<FastifyRequest, string[]>();

function decodeProcedures(req: FastifyRequest): string[] {
  const path = req.url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(path.replace(/^\/trpc\//, '')).split(',');
  } catch {
    return [path];
  }
}

/** The procedures a /trpc request names (several, comma-separated, in a batch); read once per request. */
export function proceduresOf(req: FastifyRequest): string[] {
  let names = namedProcedures.get(req);
  if (!names) {
    names = decodeProcedures(req);
    namedProcedures.set(req, names);
  }
  return names;
}

/** The tRPC error body, also used for refusals outside /trpc so every error reads the same way. */
export function trpcErrorBody(httpStatus: number, code: string, message: string) {
  return { error: { message, code: -32029, data: { code, httpStatus, fieldErrors: null } } };
}

/**
 * A refusal in tRPC's own response shape, so the client shows the message like any other error. Built as
 * text (one error repeated for a batch), since a flood of refusals must cost next to nothing.
 */
export function sendTrpcError(req: FastifyRequest, reply: FastifyReply, httpStatus: number, code: string, message: string) {
  const error = JSON.stringify(trpcErrorBody(httpStatus, code, message));
  const isBatch = (req.query as Record<string, unknown> | undefined)?.batch === '1';
  const body = isBatch ? `[${Array.from(proceduresOf(req), () => error).join(',')}]` : error;
  return reply.status(httpStatus).type('application/json; charset=utf-8').send(body);
}
