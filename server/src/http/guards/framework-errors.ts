import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '@acolhe/shared/messages';
import { httpMessages } from './http-messages.ts';
import { apiHeaders } from './security-headers.ts';
import { sendTrpcError, trpcErrorBody } from '../routes/trpc-error-reply.ts';

/** Fastify's own refusals (its texts are English) in pt-BR, by HTTP status. */
const refusals: Record<number, { code: string; message: string }> = {
  400: { code: 'BAD_REQUEST', message: httpMessages.badRequest },
  408: { code: 'TIMEOUT', message: httpMessages.timeout },
  413: { code: 'PAYLOAD_TOO_LARGE', message: httpMessages.tooLarge },
  414: { code: 'BAD_REQUEST', message: httpMessages.uriTooLong },
  415: { code: 'UNSUPPORTED_MEDIA_TYPE', message: httpMessages.unsupportedMediaType },
  431: { code: 'BAD_REQUEST', message: httpMessages.headersTooLarge },
};

function refusalOf(status: number) {
  return refusals[status] ?? refusals[400] ?? { code: 'BAD_REQUEST', message: httpMessages.badRequest };
}

/** Errors raised outside any procedure (body parsing, limits, hooks): a client error keeps its status. */
export function sendFrameworkError(error: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 500;
  if (status >= 500) {
    req.log.error({ err: error }, 'request failed');
    return sendTrpcError(req, reply, 500, 'INTERNAL_SERVER_ERROR', messages.internalError);
  }
  const { code, message } = refusalOf(status);
  return sendTrpcError(req, reply, status, code, message);
}

/** The longest path segment a route parameter takes (a tRPC procedure list is one segment). */
export const maxParamLength = 5000;

/** Errors found while routing, before a request reaches any handler (a malformed or too long path). */
export function routingErrors(error: FastifyError, req: FastifyRequest, reply: FastifyReply): void {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  const { code, message } = refusalOf(status);
  // No onRequest hook runs for a request the router could not take: its security headers are set here.
  reply.headers(Object.fromEntries(apiHeaders)).header('x-request-id', req.id);
  void sendTrpcError(req, reply, status, code, message);
}

/**
 * An API path no route took. The router refuses a segment past `maxParamLength` only when no
 * catch-all route follows; the page route is one, so that refusal is made here, as the router would.
 */
export function answerUnroutedApiPath(path: string, req: FastifyRequest, reply: FastifyReply) {
  if (path.split('/').some((segment) => segment.length > maxParamLength)) {
    const { code, message } = refusalOf(414);
    return sendTrpcError(req, reply, 414, code, message);
  }
  return reply.status(404).send({ error: 'Não encontrado', path });
}

/**
 * Errors Node's HTTP parser finds before any request exists (headers or URL over the 16 KiB header
 * limit, a malformed request line): answered on the raw socket, which is then closed.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const { code, message } = refusalOf(status);
  const body = JSON.stringify(trpcErrorBody(status, code, message));
  if (socket.writable) {
    // Written on the socket itself (no reply exists yet), so it carries a JSON answer's security headers here.
    const security = apiHeaders.map(([name, value]) => `${name}: ${value}\r\n`).join('');
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Bad Request'}\r\n${security}` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
