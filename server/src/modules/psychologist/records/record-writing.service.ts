import { isCancelledStatus } from '@acolhe/shared/appointments';
import {
  recordMessages,
  type AddRecordEntryInput,
  type CorrectRecordEntryInput,
  type RecordEntryKind,
} from '@acolhe/shared/clinical-records';
import { DomainError, isUniqueViolation } from '../../../errors.ts';
import type { Db } from '../../../db/connection.ts';
import type { AppServices } from '../../../services.ts';
import * as repository from './clinical-records.repository.ts';
import { requireEntry, requireOwnPatient } from './record-access.ts';
import { sealText } from './record-text.ts';

/** An evolution is about a consultation of the pair that has started and was not cancelled. */
async function evolutionAppointment(
  services: AppServices,
  psychologistId: number,
  input: AddRecordEntryInput,
) {
  if (input.appointmentId === undefined) return null;
  const appointment = await repository.selectPairAppointment(
    services.db,
    psychologistId,
    input.patientId,
    input.appointmentId,
  );
  if (!appointment) throw new DomainError('NOT_FOUND', recordMessages.appointmentNotFound);
  if (isCancelledStatus(appointment.status) || Date.parse(appointment.startsAt) > services.now().getTime()) {
    throw new DomainError('BAD_REQUEST', recordMessages.appointmentNotHeld, { field: 'appointmentId' });
  }
  return appointment;
}

function duplicateEntry(kind: RecordEntryKind): DomainError {
  return new DomainError(
    'CONFLICT',
    kind === 'evolution' ? recordMessages.evolutionExists : recordMessages.sectionExists,
  );
}

interface VersionWrite {
  psychologistId: number;
  patientId: number;
  recordId: number;
  entryId: number;
  kind: RecordEntryKind;
  version: number;
  text: string;
  at: string;
}

/** One sealed version and its audit row, inside the caller's transaction. */
async function writeVersion(
  services: AppServices,
  trx: Db,
  write: VersionWrite,
  action: 'create' | 'correct',
) {
  const { recordId, entryId, version, kind } = write;
  const sealed = sealText(services.recordsKeyring, { recordId, entryId, version, kind }, write.text);
  await repository.insertVersion(trx, {
    entry_id: entryId,
    version,
    author_id: write.psychologistId,
    created_at: write.at,
    key_id: sealed.keyId,
    nonce: sealed.nonce,
    ciphertext: sealed.ciphertext,
    auth_tag: sealed.authTag,
  });
  await repository.insertAudit(trx, {
    actor_id: write.psychologistId,
    patient_id: write.patientId,
    record_id: recordId,
    entry_id: entryId,
    version,
    action,
    at: write.at,
  });
}

/**
 * A new entry, version 1. The database allows one identification, demand and closure per record and one
 * evolution per consultation, so two windows writing at once get one success and one clear conflict.
 */
export async function addEntry(services: AppServices, psychologistId: number, input: AddRecordEntryInput) {
  await requireOwnPatient(services, psychologistId, input.patientId);
  const appointment = await evolutionAppointment(services, psychologistId, input);
  const { patientId, kind, text } = input;
  const appointmentId = appointment?.id ?? null;
  const at = services.now().toISOString();
  try {
    const { recordId, entryId } = await services.db.transaction().execute(async (trx) => {
      const recordId = await repository.ensureRecord(trx, psychologistId, patientId);
      const entryId = await repository.insertEntry(trx, { recordId, kind, appointmentId, at });
      const write = { psychologistId, patientId, recordId, entryId, kind, version: 1, text, at };
      await writeVersion(services, trx, write, 'create');
      return { recordId, entryId };
    });
    return { entryId, recordId, version: 1, kind, appointmentId, createdAt: at, text };
  } catch (error) {
    if (isUniqueViolation(error, 'clinical_record_entries')) throw duplicateEntry(kind);
    throw error;
  }
}

/** A correction: the next version of the entry. The version it corrects must still be the latest. */
export async function correctEntry(
  services: AppServices,
  psychologistId: number,
  input: CorrectRecordEntryInput,
) {
  const { patientId, baseVersion, text } = input;
  const { recordId, entry } = await requireEntry(services, psychologistId, patientId, input.entryId);
  const { entryId, kind, appointmentId } = entry;
  const version = baseVersion + 1;
  const at = services.now().toISOString();
  try {
    await services.db.transaction().execute(async (trx) => {
      if ((await repository.selectLatestVersion(trx, entryId)) !== baseVersion) {
        throw new DomainError('CONFLICT', recordMessages.staleVersion);
      }
      await writeVersion(
        services,
        trx,
        { psychologistId, patientId, recordId, entryId, kind, version, text, at },
        'correct',
      );
    });
  } catch (error) {
    // Two corrections of the same version racing past the check: the primary key lets one through.
    if (isUniqueViolation(error, 'clinical_record_versions')) {
      throw new DomainError('CONFLICT', recordMessages.staleVersion);
    }
    throw error;
  }
  return { entryId, recordId, version, kind, appointmentId, createdAt: at, text };
}
