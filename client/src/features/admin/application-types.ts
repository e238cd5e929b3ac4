import type { RouterOutputs } from '../../app/trpc.ts';

export type Application = RouterOutputs['admin']['applications']['list'][number];
