import type { PsychologistCancelInput } from '@acolhe/shared/appointments';
import { appointmentMessages } from '@acolhe/shared/appointment-messages';
import type { Db } from '../../../db/connection.ts';
import { DomainError } from '../../../errors.ts';
import { invitationFor } from '../../calendar/appointment-calendar.ts';
import type { AppServices } from '../../../services.ts';
import { ownCancellationMail, psychologistCancellationMail } from '../booking/appointment-mails.ts';
import * as appointmentStatus from './appointment-status.service.ts';
import * as repository from '../booking/appointments.repository.ts';

/** Where the patient books again: the psychologist's public profile (the client's /psychologist/:id). */
function bookAgainUrl(services: AppServices, psychologistId: number): string {
  return `${services.config.publicUrl}/psychologist/${psychologistId}`;
}

/**
 * The psychologist cancels one of their own upcoming consultations with a reason. Status and the
 * patient's e-mail are written in one transaction; another psychologist's appointment is not found.
 */
export async function cancelByPsychologist(services: AppServices, psychologistId: number, input: PsychologistCancelInput) {
  await services.db.transaction().execute(async (trx: Db) => {
    const appointment = await repository.selectPsychologistAppointment(trx, psychologistId, input.appointmentId);
    if (!appointment) throw new DomainError('NOT_FOUND', appointmentMessages.appointmentNotFound);
    await appointmentStatus.cancelByPsychologist(trx, services.now(), psychologistId, appointment, input.reason);
    const who = await repository.selectParticipants(trx, appointment.id);
    const { timeZone } = services.config;
    if (who.patientWantsMail) {
      const mail = psychologistCancellationMail(who, timeZone, bookAgainUrl(services, psychologistId));
      const calendar = invitationFor(services, who, 'patient', 'CANCEL');
      await services.mailer.send({ to: who.patientEmail, ...mail, calendar }, trx);
    }
    // Their calendar got the booking's REQUEST: the CANCEL takes the event out of it.
    if (who.psychologistWantsMail) {
      const calendar = invitationFor(services, who, 'psychologist', 'CANCEL');
      await services.mailer.send({ to: who.psychologistEmail, ...ownCancellationMail(who, timeZone), calendar }, trx);
    }
  });
  return { id: input.appointmentId, status: 'cancelled' as const };
}
