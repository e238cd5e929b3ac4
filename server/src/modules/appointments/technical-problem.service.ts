import { appointmentMessages, type AppointmentStatus } from '@acolhe/shared/appointments';
import { rescheduleMessages } from '@acolhe/shared/reschedule';
import { DomainError } from '../../errors.ts';
import type { AppServices } from '../../services.ts';
import * as repository from './reschedule.repository.ts';

const markable: readonly AppointmentStatus[] = ['scheduled', 'completed', 'no_show'];

/**
 * The psychologist marks 'Problema técnico' on one of their consultations once it has started (while it
 * is still scheduled, or after it was settled as completed or no-show): the video failed, and the patient
 * may reschedule it at no cost (reschedule-policy.ts). Another psychologist's appointment is not found.
 */
export async function markTechnicalProblem(services: AppServices, psychologistId: number, appointmentId: number) {
  const now = services.now();
  const appointment = await repository.selectPsychologistStarted(services.db, psychologistId, appointmentId);
  if (!appointment) throw new DomainError('NOT_FOUND', appointmentMessages.appointmentNotFound);
  if (Date.parse(appointment.startsAt) > now.getTime()) {
    throw new DomainError('CONFLICT', rescheduleMessages.technicalProblemNotStarted);
  }
  if (!markable.includes(appointment.status)) throw new DomainError('CONFLICT', rescheduleMessages.technicalProblemNotAllowed);
  await repository.markTechnicalProblem(services.db, appointment.id, now.toISOString());
  const marked = await repository.selectPsychologistStarted(services.db, psychologistId, appointmentId);
  return { id: appointment.id, technicalProblemAt: marked?.technicalProblemAt ?? now.toISOString() };
}
