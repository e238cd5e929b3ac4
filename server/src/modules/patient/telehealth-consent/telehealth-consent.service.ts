import { telUriOf } from '@acolhe/shared/phone';
import { telehealthConsentMessages } from '@acolhe/shared/telehealth-consent';
import type { Db } from '../../../db/connection.ts';
import { DomainError } from '../../../errors.ts';
import type { AppServices } from '../../../services.ts';
import * as repository from './telehealth-consent.repository.ts';

interface Patient {
  id: number;
}

/** Only a psychologist the patient booked: for any other, the answer is the same as for no one. */
async function requireBooked(db: Db, patient: Patient, psychologistId: number): Promise<void> {
  if (!(await repository.hasAppointmentWith(db, patient.id, psychologistId))) {
    throw new DomainError('NOT_FOUND', telehealthConsentMessages.psychologistNotFound);
  }
}

/** Stores when the patient consented to online care with this psychologist (the first time only). */
export async function giveConsent(
  services: Pick<AppServices, 'db' | 'now'>,
  patient: Patient,
  psychologistId: number,
): Promise<{ givenAt: string }> {
  await requireBooked(services.db, patient, psychologistId);
  const now = services.now().toISOString();
  await repository.insertConsent(services.db, { patientId: patient.id, psychologistId, givenAt: now });
  return { givenAt: (await repository.selectGivenAt(services.db, patient.id, psychologistId)) ?? now };
}

/**
 * A patient who prefers in-person care is told how to reach the psychologist: the e-mail and phone of
 * the account, nothing else. Refusing stores nothing, so the consent is asked again next time.
 */
export async function inPersonContact(services: Pick<AppServices, 'db'>, patient: Patient, psychologistId: number) {
  await requireBooked(services.db, patient, psychologistId);
  const contact = await repository.selectPsychologistContact(services.db, psychologistId);
  if (!contact) throw new DomainError('NOT_FOUND', telehealthConsentMessages.psychologistNotFound);
  return {
    name: contact.name,
    email: contact.email,
    phone: contact.phone === '' ? null : contact.phone,
    phoneUri: telUriOf(contact.phone),
  };
}

export async function hasConsented(db: Db, patientId: number, psychologistId: number): Promise<boolean> {
  return (await repository.selectGivenAt(db, patientId, psychologistId)) !== null;
}

/** sessions.join's rule for patients: no room without consent to online care with this psychologist. */
export async function requireConsent(db: Db, patientId: number, psychologistId: number): Promise<void> {
  if (await hasConsented(db, patientId, psychologistId)) return;
  throw new DomainError('FORBIDDEN', telehealthConsentMessages.required, { reason: 'TELEHEALTH_CONSENT_REQUIRED' });
}

export const consentsOfPatient = (db: Db, patientId: number) => repository.selectConsentsOfPatient(db, patientId);
