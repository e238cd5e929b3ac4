import type { RouterOutputs } from '../../lib/trpc.ts';

export type PatientAppointment = RouterOutputs['appointments']['list'][number];
