import type { Db } from '../../../db/connection.ts';
import type { AppServices } from '../../../services.ts';
import { invitationFor } from '../../calendar/appointment-calendar.ts';
import * as repository from '../booking/appointments.repository.ts';
import { systemCancellationMails } from '../reschedule/reschedule-mails.ts';

/**
 * The e-mails of consultations the sweep cancelled because the psychologist never joined, written to the
 * outbox in the sweep's transaction, each with the CANCEL .ics: the patient is offered a free reschedule;
 * the psychologist, unless their account was deactivated, learns why the event left their calendar.
 */
export async function notifySystemCancellations(
  services: Pick<AppServices, 'config' | 'now' | 'mailer'>,
  db: Db,
  appointmentIds: number[],
): Promise<void> {
  for (const appointmentId of appointmentIds) {
    const who = await repository.selectParticipants(db, appointmentId);
    if (who.status !== 'cancelled') continue;
    const mails = systemCancellationMails(who, services.config.timeZone, services.config.publicUrl);
    if (who.patientWantsMail) {
      const calendar = invitationFor(services, who, 'patient', 'CANCEL');
      await services.mailer.send({ to: who.patientEmail, ...mails.patient, calendar }, db);
    }
    if (who.psychologistWantsMail && who.psychologistActive === 1) {
      const calendar = invitationFor(services, who, 'psychologist', 'CANCEL');
      await services.mailer.send({ to: who.psychologistEmail, ...mails.psychologist, calendar }, db);
    }
  }
}
