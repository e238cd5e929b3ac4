import type { RouterOutputs } from '../../lib/trpc.ts';

export type PsychologistReport = RouterOutputs['psychologist']['reports']['report'];
