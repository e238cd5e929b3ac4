import type { RouterOutputs } from '../../../lib/trpc.ts';

export type Company = RouterOutputs['admin']['companies']['list']['items'][number];
