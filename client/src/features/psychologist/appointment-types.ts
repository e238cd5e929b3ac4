import type { RouterOutputs } from '../../lib/trpc.ts';

export type PsychologistAppointment = RouterOutputs['psychologist']['appointments']['today'][number];
