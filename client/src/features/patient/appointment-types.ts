import type { RouterOutputs } from '../../app/trpc.ts';

export type PatientAppointment = RouterOutputs['appointments']['list'][number];
