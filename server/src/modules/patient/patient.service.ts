import type { AppServices } from '../../services.ts';
import { countPatientAppointments } from './patient.repository.ts';

/** Consultations still ahead of the patient and those already completed. */
export async function overviewForPatient(services: AppServices, patientId: number) {
  const counts = await countPatientAppointments(services.db, patientId, services.now().toISOString());
  return { upcoming: Number(counts.upcoming), completed: Number(counts.completed) };
}
