import type { FastifyReply, FastifyRequest } from 'fastify';
import { apiLimitMessages } from '@acolhe/shared/api-limits';
import { authSessionOf } from '../../identity/request-auth-session.ts';
import type { AppServices } from '../../services.ts';
import { proceduresOf, sendTrpcError } from '../routes/trpc-error-reply.ts';
import { hasBody } from './trpc-request-guards.ts';
import type { RefusalPacer } from './refusal-pace.ts';

/**
 * Refuses, before its body is read or tRPC sees it, a /trpc request from an IP whose public budget is
 * spent, unless it names a procedure that is not public and comes from a signed-in user (their own
 * calls do not spend that budget). Only reads the budget: the calls that go on spend it in tRPC.
 */
export function publicBudgetDoor(
  services: AppServices,
  publicPaths: ReadonlySet<string>,
  hold: RefusalPacer,
) {
  return async function refuseSpentBudget(req: FastifyRequest, reply: FastifyReply) {
    const budget = await services.publicCalls.get(req.ip);
    if (budget === null || budget.remainingPoints > 0) return;
    const allPublic = proceduresOf(req).every((path) => publicPaths.has(path));
    if (!allPublic && (await authSessionOf(services, req)).user) return;
    await hold();
    reply.header('retry-after', String(Math.max(1, Math.ceil(budget.msBeforeNext / 1000))));
    // An unread body would otherwise be drained to keep the connection.
    if (hasBody(req)) reply.header('connection', 'close');
    return sendTrpcError(req, reply, 429, 'TOO_MANY_REQUESTS', apiLimitMessages.tooManyRequests);
  };
}
