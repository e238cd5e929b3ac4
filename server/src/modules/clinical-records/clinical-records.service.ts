import {
  recordKeptNotice,
  recordMessages,
  type AddRecordEntryInput,
  type CorrectRecordEntryInput,
  type RecordEntryKind,
} from '@acolhe/shared/clinical-records';
import { presentPsychologist } from '@acolhe/shared/crp';
import { DomainError, isUniqueViolation } from '../../errors.ts';
import type { AppServices } from '../../services.ts';
import { isPatientOf } from '../patients/patients.service.ts';
import * as repository from './clinical-records.repository.ts';
import { openText, sealText } from './record-text.ts';

type LatestRow = Awaited<ReturnType<typeof repository.selectLatestEntries>>[number];
type VersionRow = Awaited<ReturnType<typeof repository.selectVersions>>[number];
interface EntryRow {
  entryId: number;
  kind: RecordEntryKind;
  appointmentId: number | null;
  appointmentStartsAt: string | null;
  entryCreatedAt: string;
}

/** Only the psychologist's own patients have a record with them; for anyone else it does not exist. */
async function requireOwnPatient(services: AppServices, psychologistId: number, patientId: number) {
  if (!(await isPatientOf(services, psychologistId, patientId))) throw new DomainError('NOT_FOUND', recordMessages.notFound);
}

function versionView(services: AppServices, recordId: number, entry: EntryRow, row: VersionRow) {
  const binding = { recordId, entryId: entry.entryId, version: row.version, kind: entry.kind };
  return { version: row.version, createdAt: row.createdAt, ...openText(services.recordsKeyring, binding, row) };
}

function entryView(services: AppServices, recordId: number, row: LatestRow) {
  const latest = versionView(services, recordId, row, row);
  return {
    entryId: row.entryId,
    kind: row.kind,
    appointmentId: row.appointmentId,
    appointmentStartsAt: row.appointmentStartsAt,
    createdAt: row.entryCreatedAt,
    version: latest.version,
    updatedAt: latest.createdAt,
    text: latest.text,
    error: latest.error,
  };
}

/** The whole record of one patient (latest version of each entry). Every read is audited, also an empty one. */
export async function readRecord(services: AppServices, psychologistId: number, patientId: number) {
  await requireOwnPatient(services, psychologistId, patientId);
  const record = await repository.selectRecordId(services.db, psychologistId, patientId);
  const rows = record ? await repository.selectLatestEntries(services.db, record.id) : [];
  await repository.insertAudit(services.db, {
    actor_id: psychologistId,
    patient_id: patientId,
    record_id: record?.id ?? null,
    action: 'read',
    at: services.now().toISOString(),
  });
  return { patientId, entries: record ? rows.map((row) => entryView(services, record.id, row)) : [] };
}

async function requireEntry(services: AppServices, psychologistId: number, patientId: number, entryId: number) {
  await requireOwnPatient(services, psychologistId, patientId);
  const record = await repository.selectRecordId(services.db, psychologistId, patientId);
  const entry = record ? await repository.selectEntry(services.db, record.id, entryId) : undefined;
  if (!record || !entry) throw new DomainError('NOT_FOUND', recordMessages.entryNotFound);
  return { recordId: record.id, entry };
}

/** Every version of one entry, newest first: corrections never hide what was written before. */
export async function readEntryHistory(services: AppServices, psychologistId: number, input: { patientId: number; entryId: number }) {
  const { recordId, entry } = await requireEntry(services, psychologistId, input.patientId, input.entryId);
  const versions = await repository.selectVersions(services.db, entry.entryId);
  await repository.insertAudit(services.db, {
    actor_id: psychologistId,
    patient_id: input.patientId,
    record_id: recordId,
    entry_id: entry.entryId,
    action: 'read_history',
    at: services.now().toISOString(),
  });
  return {
    entryId: entry.entryId,
    kind: entry.kind,
    appointmentId: entry.appointmentId,
    appointmentStartsAt: entry.appointmentStartsAt,
    versions: versions.map((row) => versionView(services, recordId, entry, row)),
  };
}

/** An evolution is about a consultation of the pair that has started and was not cancelled. */
async function evolutionAppointment(services: AppServices, psychologistId: number, input: AddRecordEntryInput) {
  if (input.appointmentId === undefined) return null;
  const appointment = await repository.selectPairAppointment(services.db, psychologistId, input.patientId, input.appointmentId);
  if (!appointment) throw new DomainError('NOT_FOUND', recordMessages.appointmentNotFound);
  if (appointment.status === 'cancelled' || Date.parse(appointment.startsAt) > services.now().getTime()) {
    throw new DomainError('BAD_REQUEST', recordMessages.appointmentNotHeld, { field: 'appointmentId' });
  }
  return appointment;
}

function duplicateEntry(kind: RecordEntryKind): DomainError {
  return new DomainError('CONFLICT', kind === 'evolution' ? recordMessages.evolutionExists : recordMessages.sectionExists);
}

/**
 * A new entry, version 1. The database allows one identification, demand and closure per record and one
 * evolution per consultation, so two windows writing at once get one success and one clear conflict.
 */
export async function addEntry(services: AppServices, psychologistId: number, input: AddRecordEntryInput) {
  await requireOwnPatient(services, psychologistId, input.patientId);
  const appointment = await evolutionAppointment(services, psychologistId, input);
  const at = services.now().toISOString();
  try {
    const { recordId, entryId } = await services.db.transaction().execute(async (trx) => {
      const recordId = await repository.ensureRecord(trx, psychologistId, input.patientId);
      const entryId = await repository.insertEntry(trx, { recordId, kind: input.kind, appointmentId: appointment?.id ?? null, at });
      const sealed = sealText(services.recordsKeyring, { recordId, entryId, version: 1, kind: input.kind }, input.text);
      await repository.insertVersion(trx, {
        entry_id: entryId,
        version: 1,
        author_id: psychologistId,
        created_at: at,
        key_id: sealed.keyId,
        nonce: sealed.nonce,
        ciphertext: sealed.ciphertext,
        auth_tag: sealed.authTag,
      });
      await repository.insertAudit(trx, { actor_id: psychologistId, patient_id: input.patientId, record_id: recordId, entry_id: entryId, version: 1, action: 'create', at });
      return { recordId, entryId };
    });
    return { entryId, recordId, version: 1, kind: input.kind, appointmentId: appointment?.id ?? null, createdAt: at, text: input.text };
  } catch (error) {
    if (isUniqueViolation(error, 'clinical_record_entries')) throw duplicateEntry(input.kind);
    throw error;
  }
}

/** A correction: the next version of the entry. The version it corrects must still be the latest. */
export async function correctEntry(services: AppServices, psychologistId: number, input: CorrectRecordEntryInput) {
  const { recordId, entry } = await requireEntry(services, psychologistId, input.patientId, input.entryId);
  const version = input.baseVersion + 1;
  const at = services.now().toISOString();
  try {
    await services.db.transaction().execute(async (trx) => {
      if ((await repository.selectLatestVersion(trx, entry.entryId)) !== input.baseVersion) {
        throw new DomainError('CONFLICT', recordMessages.staleVersion);
      }
      const sealed = sealText(services.recordsKeyring, { recordId, entryId: entry.entryId, version, kind: entry.kind }, input.text);
      await repository.insertVersion(trx, {
        entry_id: entry.entryId,
        version,
        author_id: psychologistId,
        created_at: at,
        key_id: sealed.keyId,
        nonce: sealed.nonce,
        ciphertext: sealed.ciphertext,
        auth_tag: sealed.authTag,
      });
      await repository.insertAudit(trx, { actor_id: psychologistId, patient_id: input.patientId, record_id: recordId, entry_id: entry.entryId, version, action: 'correct', at });
    });
  } catch (error) {
    if (isUniqueViolation(error, 'clinical_record_versions')) throw new DomainError('CONFLICT', recordMessages.staleVersion);
    throw error;
  }
  return { entryId: entry.entryId, recordId, version, kind: entry.kind, appointmentId: entry.appointmentId, createdAt: at, text: input.text };
}

/**
 * For the patient's own data export (LGPD art. 18): that a record exists and who keeps it, never what
 * it says. Reading it is the psychologist's to answer, as the CFP rules provide.
 */
export async function recordsKeptOn(services: AppServices, patientId: number) {
  const keepers = await repository.selectRecordKeepers(services.db, patientId);
  return keepers.map((keeper) => {
    const keptBy = presentPsychologist(keeper.psychologistName, keeper.professionalTitle, keeper.crp);
    return {
      keptBy,
      psychologistName: keeper.psychologistName,
      professionalTitle: keeper.professionalTitle,
      crp: keeper.crp,
      openedAt: keeper.openedAt,
      notice: recordKeptNotice(keptBy),
    };
  });
}
