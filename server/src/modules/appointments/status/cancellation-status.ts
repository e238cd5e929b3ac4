import { isLateCancellation } from '@acolhe/shared/appointments';

/** What decides whether a patient's cancellation is late. */
export interface CancellationNotice {
  startsAt: string;
  /** The notice copied onto the appointment at booking. */
  cancellationNoticeHours: number;
  psychologistActive: boolean;
}

/**
 * Whether the patient's cancellation would now be late: less than the notice copied at booking is left,
 * and the psychologist can still see them (one who was deactivated never holds a cancellation against
 * the patient, as docs/decisions/product.md "Appointment status and its owner" says of the sweep's).
 */
export function isLateForPatient(appointment: CancellationNotice, now: Date): boolean {
  return appointment.psychologistActive && isLateCancellation(appointment.startsAt, appointment.cancellationNoticeHours, now);
}

export type Cancellation = { by: 'patient'; appointment: CancellationNotice } | { by: 'psychologist' | 'system' };

/**
 * The status a cancellation of a scheduled appointment writes: late_cancelled only for the patient's own
 * with less than the notice left; the psychologist's and the system's never count against the patient.
 */
export function cancellationStatus(cancellation: Cancellation, now: Date): 'cancelled' | 'late_cancelled' {
  if (cancellation.by !== 'patient') return 'cancelled';
  return isLateForPatient(cancellation.appointment, now) ? 'late_cancelled' : 'cancelled';
}
