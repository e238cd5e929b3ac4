import type { FastifyInstance } from 'fastify';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import { messages } from '@acolhe/shared/messages';
import { appRouter, type AppRouter } from '../../router.ts';
import { contextFactory } from '../../trpc/context.ts';
import type { AppServices } from '../../services.ts';
import { proceduresOf, sendTrpcError } from './trpc-error-reply.ts';
import { trpcRequestGuard } from '../guards/trpc-request-guards.ts';
import { refusalPacer } from '../guards/refusal-pace.ts';
import { publicBudgetDoor } from '../guards/public-budget-door.ts';
import { publicProcedurePaths } from '../../trpc/public-procedures.ts';
import { bufferJsonAnswer } from '../caches/buffered-trpc-answer.ts';
import { publicAnswerCache } from '../caches/public-answer-cache.ts';

const rateLimitedProcedures = new Set(['auth.login', 'auth.loginWithCode', 'auth.register']);

export async function registerTrpc(app: FastifyInstance, services: AppServices): Promise<void> {
  const authLimiter = app.rateLimit({
    max: services.config.authRateLimitPerMinute,
    timeWindow: '1 minute',
    groupId: 'auth',
    errorResponseBuilder: () => ({ statusCode: 429, rateLimited: true }),
  });

  await app.register(async (scope) => {
    const hold = refusalPacer();
    const answerCache = publicAnswerCache(services);
    scope.addHook('onRequest', answerCache.serveCachedAnswer);
    scope.addHook('onRequest', trpcRequestGuard(hold));
    scope.addHook('onRequest', publicBudgetDoor(services, publicProcedurePaths(appRouter), hold));
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

    scope.addHook('onSend', bufferJsonAnswer);
    scope.addHook('onSend', answerCache.keepAnswer);

    await scope.register(fastifyTRPCPlugin, {
      prefix: '/trpc',
      trpcOptions: {
        router: appRouter,
        createContext: contextFactory(services),
        // A signed-in user's answers are theirs alone: no browser or proxy cache may keep them.
        responseMeta: ({ ctx }) => (ctx?.user ? { headers: { 'cache-control': 'no-store' } } : {}),
        onError({ error, path, type }) {
          if (error.code === 'INTERNAL_SERVER_ERROR') {
            scope.log.error({ err: error.cause ?? error, path, type }, 'procedure failed');
          }
        },
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>);
  });
}
