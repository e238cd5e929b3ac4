import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { stdSerializers, type SerializedError } from 'pino';
import { loggablePath } from './token-routes.ts';

/**
 * What a request log line says of the request: the query string is left out (it may carry search terms or
 * tRPC inputs), and so is the token of a link route (token-routes.ts).
 */
interface LoggedRequest {
  method: string;
  url: string;
  host: string;
  ip: string;
  socket?: { remotePort?: number };
}

function requestSummary(req: LoggedRequest) {
  return {
    method: req.method,
    // For /trpc this is the procedure names, never their input.
    path: loggablePath(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

const secretKeys = new Set(['password', 'passwordhash', 'token', 'cookie', 'authorization', 'set-cookie']);
const censor = '[oculto]';

/** A copy of a logged record with every property named like a secret, at any depth, censored. */
function censored(record: object, depth = 0): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(record).map(([key, value]) => [key, secretKeys.has(key.toLowerCase()) ? censor : withoutSecrets(value, depth + 1)]),
  );
}

function withoutSecrets(value: unknown, depth: number): unknown {
  if (typeof value !== 'object' || value === null || depth > 6) return value;
  if (Array.isArray(value)) return value.map((item: unknown) => withoutSecrets(item, depth + 1));
  return censored(value, depth);
}

function censoredError(error: Error): SerializedError {
  const serialized = stdSerializers.err(error);
  return { ...serialized, ...censored(serialized) };
}

/**
 * Pino options: JSON lines (stdout unless a stream is given). Request lines say only what
 * requestSummary picks, so no header, cookie or input can appear in them; errors, which may carry
 * anything, are censored by property name. Pino's own wildcard redaction did the same for every line
 * at a good part of a request's CPU, so it is applied to errors only (docs/decisions/request-logging.md
 * "Request logging: one line per request, redaction on errors only").
 */
export function loggerOptions(level: string, stream?: { write(line: string): void }) {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: { req: requestSummary, err: censoredError },
  };
}

/**
 * One line per request, when its answer is sent: what was asked (requestSummary), the status and the
 * time taken, under the request id. Fastify's default wrote a second line on arrival, which cost CPU
 * (docs/decisions/request-logging.md "Request logging: one line per request, redaction on errors only")
 * and said nothing the completion line does not, save for requests that never complete, which the
 * error lines and the server's own logs cover.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
