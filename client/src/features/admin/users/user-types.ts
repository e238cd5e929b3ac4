import type { RouterOutputs } from '../../../lib/trpc.ts';

export type ManagedUser = RouterOutputs['admin']['users']['list']['items'][number];
