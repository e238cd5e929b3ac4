import type { FastifyServerOptions } from 'fastify';

/**
 * Every input is validated by zod inside the procedures and routes, so no route carries a JSON schema.
 * Fastify would otherwise load Ajv and fast-json-stringify at construction, lengthening every cold start
 * (docs/decisions/no-route-schemas.md "No JSON-schema compilers in Fastify"), for compilers it never
 * uses; these builders take their place and refuse loudly if a schema appears.
 */
function refuse(kind: string): never {
  throw new Error(`Rotas não usam JSON schema (${kind}); valide a entrada com zod.`);
}

export const noRouteSchemas: NonNullable<FastifyServerOptions['schemaController']> = {
  compilersFactory: {
    buildValidator: () => () => refuse('validação'),
    buildSerializer: () => () => refuse('serialização'),
  },
};
