import { randomBytes } from 'node:crypto';
import type { PublicUser } from '@acolhe/shared/auth';
import { messages } from '@acolhe/shared/messages';
import { type DeleteAccountInput, type UpdateProfileInput } from '@acolhe/shared/patient-profile';
import type { AppServices, RequestServices } from '../../../services.ts';
import { recordActivity } from '../../activity-log/activity.repository.ts';
import * as appointmentStatus from '../../appointments/status/appointment-status.service.ts';
import { appointmentInvitation } from '../../calendar/appointment-calendar.ts';
import { hashPassword } from '../../../identity/password.ts';
import { confirmPassword } from '../../../identity/password-confirmation.ts';
import { loadPublicUser } from '../../../identity/public-user.ts';
import { deleteAuthSessionsOfUser } from '../../../identity/auth-session.repository.ts';
import { cancelledByDeletionMail } from './account-deletion-mails.ts';
import { eraseCopiesOfPersonalData } from './personal-data-erasure.ts';
import * as repository from './patient-profile.repository.ts';

export interface Patient {
  id: number;
  email: string;
  name: string;
}

export async function updateProfile(
  services: AppServices,
  patient: Patient,
  input: UpdateProfileInput,
): Promise<PublicUser> {
  await repository.updateNameAndPhone(services.db, patient, input);
  return loadPublicUser(services.db, patient.id);
}

/**
 * LGPD erasure: the row stays so that psychologists' history and ratings keep adding up, but nothing in it
 * identifies the person any more, and the account can never be entered again; every copy elsewhere goes
 * in the same transaction (personal-data-erasure.ts). What the law keeps is listed there.
 */
export async function deleteAccount(
  services: RequestServices,
  patient: Patient,
  input: DeleteAccountInput,
): Promise<{ ok: true }> {
  await confirmPassword(services, patient, input.password, messages.wrongPassword);
  const unusableHash = await hashPassword(randomBytes(32).toString('base64url'));
  const now = services.now().toISOString();

  await services.db.transaction().execute(async (trx) => {
    await eraseCopiesOfPersonalData(trx, patient.id);
    const upcoming = await repository.selectUpcomingAppointments(trx, patient.id, now);
    await appointmentStatus.cancelWithDeletedAccount(
      trx,
      patient.id,
      upcoming.map((appointment) => appointment.id),
      now,
    );
    await repository.clearReviewComments(trx, patient.id);
    await repository.anonymiseUser(trx, patient.id, {
      email: `removido-${patient.id}@acolhe.invalid`,
      passwordHash: unusableHash,
      at: now,
    });
    await deleteAuthSessionsOfUser(trx, patient.id);
    await recordActivity(trx, {
      actorId: patient.id,
      action: 'patient.deleted',
      subjectType: 'user',
      subjectId: patient.id,
      summary: 'Conta de paciente excluída (LGPD)',
    });
    for (const appointment of upcoming) {
      if (appointment.psychologistWantsEmail === 0) continue;
      const mail = cancelledByDeletionMail(appointment.psychologistName, appointment.startsAt, services.config.timeZone);
      // Read after the anonymisation above: the event names no one.
      const calendar = await appointmentInvitation(services, trx, appointment.id, 'psychologist', 'CANCEL');
      await services.mailer.send({ to: appointment.psychologistEmail, ...mail, calendar }, trx);
    }
  });

  return { ok: true };
}
