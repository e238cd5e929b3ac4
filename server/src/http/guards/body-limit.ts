import type { FastifyInstance } from 'fastify';
import { httpMessages } from './http-messages.ts';
import { sendTrpcError } from '../routes/trpc-error-reply.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route refuses its own body: it settles the caller first and reads only a content type whose
     * parser enforces the route's bodyLimit (the photo upload).
     */
    refusesOwnBody?: boolean;
  }
}

/**
 * A declared body longer than the route's limit is refused before a byte of it is read, whatever its
 * content type: Fastify itself checks the limit only in parsers that buffer the body, and a parser that
 * hands the raw stream on (tRPC's multipart one) would read it all. The connection is closed so the rest
 * of the body is never read either.
 */
export function refuseOversizedBodies(app: FastifyInstance): void {
  // Callback style: it runs on every request, and almost every one passes at once.
  app.addHook('onRequest', (req, reply, done) => {
    const length = req.headers['content-length'];
    if (length === undefined || Number(length) <= req.routeOptions.bodyLimit || req.routeOptions.config.refusesOwnBody) {
      done();
      return;
    }
    reply.header('connection', 'close');
    sendTrpcError(req, reply, 413, 'PAYLOAD_TOO_LARGE', httpMessages.tooLarge);
  });
}
