import { lastDaysWindow } from '@acolhe/shared/calendar-windows';
import { activePatientDays, type PatientStatus } from '@acolhe/shared/patients';

/** What a patient's consultations with one psychologist add up to. Instants are ISO strings. */
export interface PatientActivity {
  completedSessions: number;
  /** Start of the latest completed consultation. */
  lastSessionAt: string | null;
  /** Start of the earliest scheduled consultation that has not ended. */
  nextSessionAt: string | null;
}

/**
 * Pendente: nothing completed yet but one scheduled. Ativo: a completed consultation within the last 60
 * local days (today included) or one scheduled. Inativo: otherwise. The first that holds wins.
 */
export function patientStatus(activity: PatientActivity, now: Date, timeZone: string): PatientStatus {
  const scheduled = activity.nextSessionAt !== null;
  if (scheduled && activity.completedSessions === 0) return 'pending';
  if (scheduled) return 'active';
  const recentSince = lastDaysWindow(activePatientDays, timeZone, now).start.getTime();
  if (activity.lastSessionAt !== null && Date.parse(activity.lastSessionAt) >= recentSince) return 'active';
  return 'inactive';
}
