import { initTRPC } from '@trpc/server';
import type { Context } from './context.ts';
import { formatError } from './error-formatter.ts';

const t = initTRPC.context<Context>().create({ errorFormatter: formatError });

export const router = t.router;
export const middleware = t.middleware;
export const baseProcedure = t.procedure;
export const createCallerFactory = t.createCallerFactory;
