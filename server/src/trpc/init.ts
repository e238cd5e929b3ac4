import { initTRPC } from '@trpc/server';
import type { Context } from './context.ts';
import { formatError } from './error-formatter.ts';

const t = initTRPC.context<Context>().create({
  errorFormatter: formatError,
  // Comments on open subscription streams, so proxies and the browser keep an idle signalling stream open.
  sse: { ping: { enabled: true, intervalMs: 10_000 } },
});

export const router = t.router;
export const middleware = t.middleware;
export const baseProcedure = t.procedure;
export const createCallerFactory = t.createCallerFactory;
