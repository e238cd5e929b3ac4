import type { AppointmentStatus } from '@acolhe/shared/appointments';
import { appointmentMessages } from '@acolhe/shared/appointment-messages';
import { rescheduleMessages } from '@acolhe/shared/reschedule';
import { DomainError } from '../../../errors.ts';
import type { AppServices } from '../../../services.ts';
import { selectParticipants } from '../booking/appointments.repository.ts';
import { technicalProblemMail } from './reschedule-mails.ts';
import * as repository from './reschedule.repository.ts';

const markable: readonly AppointmentStatus[] = ['scheduled', 'completed', 'no_show'];

/**
 * The psychologist marks 'Problema técnico' on one of their consultations once it has started (while it
 * is still scheduled, or after it was settled as completed or no-show): the video failed, and the patient
 * may reschedule it at no cost (reschedule-policy.ts), and is told so by e-mail, in the same transaction
 * as the mark and only the first time. Another psychologist's appointment is not found.
 */
export async function markTechnicalProblem(services: AppServices, psychologistId: number, appointmentId: number) {
  const now = services.now();
  const appointment = await repository.selectPsychologistStarted(services.db, psychologistId, appointmentId);
  if (!appointment) throw new DomainError('NOT_FOUND', appointmentMessages.appointmentNotFound);
  if (Date.parse(appointment.startsAt) > now.getTime()) {
    throw new DomainError('CONFLICT', rescheduleMessages.technicalProblemNotStarted);
  }
  if (!markable.includes(appointment.status)) throw new DomainError('CONFLICT', rescheduleMessages.technicalProblemNotAllowed);
  await services.db.transaction().execute(async (trx) => {
    if (!(await repository.markTechnicalProblem(trx, appointment.id, now.toISOString()))) return;
    const who = await selectParticipants(trx, appointment.id);
    if (!who.patientWantsMail) return;
    const mail = technicalProblemMail(who, services.config.timeZone, services.config.publicUrl);
    await services.mailer.send({ to: who.patientEmail, ...mail }, trx);
  });
  const marked = await repository.selectPsychologistStarted(services.db, psychologistId, appointmentId);
  return { id: appointment.id, technicalProblemAt: marked?.technicalProblemAt ?? now.toISOString() };
}
