import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '@acolhe/shared/messages';
import { twoFactorMessages } from '@acolhe/shared/two-factor';
import { maxPhotoBytes, photoMessages, photoPath, photoUploadPath } from '@acolhe/shared/photos';
import { DomainError } from '../../errors.ts';
import { isApprovedPsychologist, psychologistRefusal } from '../../identity/role-gates.ts';
import { readAuthSessionToken } from '../../identity/auth-session-cookie.ts';
import { findAuthSessionUser, type AuthSessionUser } from '../../identity/auth-session.service.ts';
import { findPhoto, replacePsychologistPhoto } from '../../modules/photos/photos.service.ts';
import { mustEnrolTwoFactor } from '../../identity/staff-two-factor.ts';
import type { AppServices } from '../../services.ts';
import { sendTrpcError } from './trpc-error-reply.ts';

const immutable = 'public, max-age=31536000, immutable';
/** Uploads per minute per session: each one costs an image decode. */
export const photoUploadsPerMinute = 30;

/**
 * Upload design: the browser sends the file itself as the body (`fetch(photoUploadPath, { method: 'POST',
 * body: file, headers: { 'content-type': 'application/octet-stream' } })`), neither multipart nor base64
 * in JSON. So Fastify's bodyLimit bounds the whole request at exactly 1 MiB of file: a larger declared
 * Content-Length is refused with 413 before a byte is read, a chunked body is cut off as soon as it
 * passes the limit. Multipart ignores bodyLimit and needs limits of its own (no multipart parser is
 * registered, so such a body is refused unread), and 1 MiB in base64 would not fit the JSON body limit.
 * The non-form content type also makes a cross-site request need a CORS preflight, which we never grant.
 */
export async function registerPhotoRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const uploaders = new WeakMap<FastifyRequest, AuthSessionUser>();
  const uploadLimiter = app.rateLimit({
    max: photoUploadsPerMinute,
    timeWindow: '1 minute',
    groupId: 'photo-upload',
    // Per signed-in browser (a clinic's psychologists may share one address); a token that turns out to be
    // invalid is refused right after, before any decoding.
    keyGenerator: (req) => readAuthSessionToken(req, services.config.env === 'production') ?? req.ip,
    errorResponseBuilder: () => ({ statusCode: 429, rateLimited: true }),
  });

  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/octet-stream',
      { parseAs: 'buffer', bodyLimit: maxPhotoBytes },
      (_req, body, done) => {
        done(null, body);
      },
    );
    scope.setErrorHandler((error: { statusCode?: number }, req, reply) => {
      if (error.statusCode === 413)
        return sendTrpcError(req, reply, 413, 'PAYLOAD_TOO_LARGE', photoMessages.tooLarge);
      if (error.statusCode === 415)
        return sendTrpcError(req, reply, 415, 'UNSUPPORTED_MEDIA_TYPE', photoMessages.wrongType);
      return reply.send(error);
    });

    /** Limit and caller are settled before the body is read, so a refused upload is never parsed. */
    async function admitUploader(req: FastifyRequest, reply: FastifyReply) {
      try {
        await uploadLimiter.call(scope, req, reply);
      } catch (error) {
        if (typeof error === 'object' && error !== null && 'rateLimited' in error) {
          return sendTrpcError(req, reply, 429, 'TOO_MANY_REQUESTS', messages.tooManyAttempts);
        }
        throw error;
      }
      const token = readAuthSessionToken(req, services.config.env === 'production');
      const user = token ? await findAuthSessionUser(services, token) : null;
      if (!user) return sendTrpcError(req, reply, 401, 'UNAUTHORIZED', messages.notSignedIn);
      if (!isApprovedPsychologist(user))
        return sendTrpcError(req, reply, 403, 'FORBIDDEN', psychologistRefusal(user));
      // The same gate as every psychologist procedure: an admin may require enrolment first.
      if (await mustEnrolTwoFactor(services, user))
        return sendTrpcError(req, reply, 403, 'FORBIDDEN', twoFactorMessages.required);
      uploaders.set(req, user);
    }

    scope.post(photoUploadPath, {
      bodyLimit: maxPhotoBytes,
      config: { refusesOwnBody: true },
      onRequest: admitUploader,
      handler: async (req, reply) => {
        const user = uploaders.get(req);
        if (!user) return sendTrpcError(req, reply, 401, 'UNAUTHORIZED', messages.notSignedIn);
        if (!Buffer.isBuffer(req.body))
          return sendTrpcError(req, reply, 415, 'UNSUPPORTED_MEDIA_TYPE', photoMessages.wrongType);
        try {
          return await replacePsychologistPhoto(services, user.id, req.body);
        } catch (error) {
          if (error instanceof DomainError) return sendTrpcError(req, reply, 400, error.code, error.message);
          throw error;
        }
      },
    });

    scope.get<{ Params: { hash: string } }>(photoPath(':hash'), async (req, reply) => {
      const photo = await findPhoto(services, req.params.hash);
      if (!photo) return reply.status(404).send({ error: photoMessages.notFound });
      return reply.header('cache-control', immutable).type(photo.contentType).send(photo.bytes);
    });
  });
}
