import type { RouterOutputs } from '../../app/trpc.ts';

export type Agenda = RouterOutputs['agenda']['get'];
export type BlockedDate = Agenda['blockedDates'][number];
