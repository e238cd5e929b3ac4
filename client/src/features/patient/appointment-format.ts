import type { AppointmentStatus } from '@acolhe/shared/appointments';
import type { RouterOutputs } from '../../lib/trpc.ts';

/** One of the patient's appointments as their list shows it. */
export type PatientAppointment = RouterOutputs['appointments']['list'][number];

export const statusColorPalette: Record<AppointmentStatus, string> = {
  scheduled: 'blue',
  completed: 'green',
  cancelled: 'gray',
  no_show: 'orange',
  late_cancelled: 'red',
};

export function starsLabel(rating: number): string {
  return rating === 1 ? '1 estrela' : `${rating} estrelas`;
}
