import type { RouterOutputs } from '../../../lib/trpc.ts';

export type Application = RouterOutputs['admin']['applications']['list']['items'][number];
