import type { FastifyReply, FastifyRequest } from 'fastify';
import { apiLimitMessages, maxCallsPerBatch } from '@acolhe/shared/api-limits';
import { httpMessages } from './http-messages.ts';
import { proceduresOf, sendTrpcError } from '../routes/trpc-error-reply.ts';
import type { RefusalPacer } from './refusal-pace.ts';

/** Sent by our own client on every mutation; a form from another site cannot set it. */
export const formGuardHeader = 'x-acolhe-csrf';

function isJson(req: FastifyRequest): boolean {
  return /^application\/json\s*(;|$)/i.test(req.headers['content-type'] ?? '');
}

export function hasBody(req: FastifyRequest): boolean {
  return Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
}

/**
 * Fetch metadata (`Sec-Fetch-Site`) the browser sets on every request: one another site started (its
 * page's fetch, form, link or a navigation it made) is refused. A GET passes the form guard, and a
 * subscription is a GET with effects: a hostile page sending a participant's tab to
 * `/trpc/sessions.signals` during the join window recorded a join for them and closed their own call's
 * stream. The app's own calls are 'same-origin'; an address typed in is 'none'; clients other than
 * browsers send no such header.
 */
function fromAnotherSite(req: FastifyRequest): boolean {
  const site = req.headers['sec-fetch-site'];
  return site === 'cross-site' || site === 'same-site';
}

/**
 * What every /trpc request must be before tRPC sees it: none started by another site, at most 10 calls,
 * and a write only as JSON or with our header. An HTML form (multipart, urlencoded, text/plain) can send neither without a CORS
 * preflight, which is never granted, so a sibling site's form cannot act for a signed-in user. Only JSON
 * bodies are ever read: tRPC's multipart parser would read any size.
 */
export function trpcRequestGuard(hold: RefusalPacer) {
  return async function guardTrpcRequest(req: FastifyRequest, reply: FastifyReply) {
    if (fromAnotherSite(req)) return sendTrpcError(req, reply, 403, 'FORBIDDEN', httpMessages.forbiddenCrossSite);
    if (proceduresOf(req).length > maxCallsPerBatch) {
      await hold();
      return sendTrpcError(req, reply, 400, 'BAD_REQUEST', apiLimitMessages.tooManyCalls);
    }
    if (req.method === 'GET' || req.method === 'HEAD' || isJson(req)) return;
    if (req.headers[formGuardHeader] === undefined)
      return sendTrpcError(req, reply, 403, 'FORBIDDEN', httpMessages.forbiddenForm);
    if (hasBody(req))
      return sendTrpcError(req, reply, 415, 'UNSUPPORTED_MEDIA_TYPE', httpMessages.unsupportedMediaType);
  };
}
