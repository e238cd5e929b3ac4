import type { RouterOutputs } from '../../lib/trpc.ts';

export type PsychologistProfile = RouterOutputs['directory']['profile'];
export type TimeSlot = RouterOutputs['directory']['slots'][number];
export type ReschedulableAppointment = RouterOutputs['appointments']['get'];
