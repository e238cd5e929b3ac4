import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import { messages } from '@acolhe/shared/messages';
import { appRouter, type AppRouter } from '../router.ts';
import { contextFactory } from '../trpc/context.ts';
import type { AppServices } from '../services.ts';

const rateLimitedProcedures = new Set(['auth.login', 'auth.register']);

function proceduresOf(req: FastifyRequest): string[] {
  const path = req.url.split('?')[0] ?? '';
  return decodeURIComponent(path.replace(/^\/trpc\//, '')).split(',');
}

/** A refusal in tRPC's own response shape, so the client shows the message like any other error. */
export function sendTrpcError(req: FastifyRequest, reply: FastifyReply, httpStatus: number, code: string, message: string) {
  const error = { error: { message, code: -32029, data: { code, httpStatus, fieldErrors: null } } };
  const isBatch = (req.query as Record<string, unknown>).batch === '1';
  return reply.status(httpStatus).send(isBatch ? proceduresOf(req).map(() => error) : error);
}

export async function registerTrpc(app: FastifyInstance, services: AppServices): Promise<void> {
  const authLimiter = app.rateLimit({
    max: services.config.authRateLimitPerMinute,
    timeWindow: '1 minute',
    groupId: 'auth',
    errorResponseBuilder: () => ({ statusCode: 429, rateLimited: true }),
  });

  await app.register(async (scope) => {
    scope.addHook('onRequest', async (req, reply) => {
      const attempts = proceduresOf(req).filter((name) => rateLimitedProcedures.has(name)).length;
      if (attempts === 0) return;
      // The limiter counts requests, so one request may carry only one attempt (the client never batches more).
      if (attempts > 1) return sendTrpcError(req, reply, 400, 'BAD_REQUEST', messages.invalidInput);
      try {
        await authLimiter.call(scope, req, reply);
      } catch (error) {
        if (typeof error === 'object' && error !== null && 'rateLimited' in error) {
          return sendTrpcError(req, reply, 429, 'TOO_MANY_REQUESTS', messages.tooManyAttempts);
        }
        throw error;
      }
    });

    await scope.register(fastifyTRPCPlugin, {
      prefix: '/trpc',
      trpcOptions: {
        router: appRouter,
        createContext: contextFactory(services),
        onError({ error, path, type }) {
          if (error.code === 'INTERNAL_SERVER_ERROR') {
            scope.log.error({ err: error.cause ?? error, path, type }, 'procedure failed');
          }
        },
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>);
  });
}
