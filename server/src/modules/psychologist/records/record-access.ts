import { recordMessages } from '@acolhe/shared/clinical-records';
import { DomainError } from '../../../errors.ts';
import type { AppServices } from '../../../services.ts';
import { isPatientOf } from '../patients/patients.service.ts';
import * as repository from './clinical-records.repository.ts';

/** Only the psychologist's own patients have a record with them; for anyone else it does not exist. */
export async function requireOwnPatient(services: AppServices, psychologistId: number, patientId: number) {
  if (!(await isPatientOf(services, psychologistId, patientId)))
    throw new DomainError('NOT_FOUND', recordMessages.notFound);
}

/** The entry, only when it belongs to this psychologist's record of this patient. */
export async function requireEntry(
  services: AppServices,
  psychologistId: number,
  patientId: number,
  entryId: number,
) {
  await requireOwnPatient(services, psychologistId, patientId);
  const record = await repository.selectRecordId(services.db, psychologistId, patientId);
  const entry = record ? await repository.selectEntry(services.db, record.id, entryId) : undefined;
  if (!record || !entry) throw new DomainError('NOT_FOUND', recordMessages.entryNotFound);
  return { recordId: record.id, entry };
}
