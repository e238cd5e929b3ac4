import { recordKeptNotice, type RecordEntryKind } from '@acolhe/shared/clinical-records';
import { presentPsychologist } from '@acolhe/shared/crp';
import type { AppServices } from '../../../services.ts';
import * as repository from './clinical-records.repository.ts';
import { requireEntry, requireOwnPatient } from './record-access.ts';
import { openText } from './record-text.ts';

type LatestRow = Awaited<ReturnType<typeof repository.selectLatestEntries>>[number];
type VersionRow = Awaited<ReturnType<typeof repository.selectVersions>>[number];
interface EntryRow {
  entryId: number;
  kind: RecordEntryKind;
  appointmentId: number | null;
  appointmentStartsAt: string | null;
  entryCreatedAt: string;
}

function versionView(services: AppServices, recordId: number, entry: EntryRow, row: VersionRow) {
  const binding = { recordId, entryId: entry.entryId, version: row.version, kind: entry.kind };
  return {
    version: row.version,
    createdAt: row.createdAt,
    ...openText(services.recordsKeyring, binding, row),
  };
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

/** Every version of one entry, newest first: corrections never hide what was written before. */
export async function readEntryHistory(
  services: AppServices,
  psychologistId: number,
  input: { patientId: number; entryId: number },
) {
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
