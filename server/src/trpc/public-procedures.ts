import type { AnyRouter } from '@trpc/server';
import { spendFromPublicBudget } from './procedures.ts';

function middlewaresOf(procedure: unknown): readonly unknown[] {
  const def: unknown = typeof procedure === 'function' && '_def' in procedure ? procedure._def : undefined;
  const middlewares: unknown =
    typeof def === 'object' && def !== null && 'middlewares' in def ? def.middlewares : undefined;
  // tRPC does not type a built procedure's middlewares: fail at startup rather than find no public procedure.
  if (!Array.isArray(middlewares)) throw new Error('tRPC procedure without a middleware list');
  return middlewares;
}

/**
 * The dotted paths of the procedures that spend the public budget, read once from the router: a procedure
 * is public exactly when its chain carries that middleware, so the set cannot drift from the procedures.
 */
export function publicProcedurePaths(router: AnyRouter): ReadonlySet<string> {
  const procedures: Record<string, unknown> = router._def.procedures;
  const [spend] = spendFromPublicBudget._middlewares;
  return new Set(
    Object.entries(procedures)
      .filter(([, procedure]) => middlewaresOf(procedure).includes(spend))
      .map(([path]) => path),
  );
}
