import type { RouterOutputs } from '../../lib/trpc.ts';

export type Agenda = RouterOutputs['agenda']['get'];
export type BlockedDate = Agenda['blockedDates'][number];
