import type { z } from 'zod';
import type { psychologistSeriesInput } from '@acolhe/shared/appointment-series';
import { patientMessages } from '@acolhe/shared/patients';
import { DomainError } from '../../../errors.ts';
import type { AppServices } from '../../../services.ts';
import { book, ownAgenda, preview } from '../../appointments/series/series.service.ts';
import type { SeriesRequest } from '../../appointments/series/series-plan.ts';
import { isAccountActive, requirePatient } from './patients.service.ts';

/**
 * Only for one of the psychologist's own patients (one who booked with them) whose account still exists
 * and may sign in: a deactivated patient could not join, and every week would be swept as their absence.
 */
async function psychologistRequest(
  services: AppServices,
  psychologistId: number,
  input: z.output<typeof psychologistSeriesInput>,
): Promise<SeriesRequest> {
  const patient = await requirePatient(services, psychologistId, input.patientId);
  if (patient.accountDeleted) throw new DomainError('NOT_FOUND', patientMessages.notFound);
  if (!(await isAccountActive(services, patient.id))) throw new DomainError('CONFLICT', patientMessages.deactivated);
  return { patientId: patient.id, startsAt: new Date(input.startsAt).toISOString(), weeks: input.weeks, reader: 'psychologist' };
}

/** A weekly series the psychologist books for one of their patients on their own agenda: each week, free or why not. */
export async function previewForPsychologist(services: AppServices, psychologistId: number, input: z.output<typeof psychologistSeriesInput>) {
  return preview(services, ownAgenda(psychologistId), await psychologistRequest(services, psychologistId, input));
}

export async function bookForPsychologist(services: AppServices, psychologistId: number, input: z.output<typeof psychologistSeriesInput>) {
  return book(services, ownAgenda(psychologistId), psychologistId, await psychologistRequest(services, psychologistId, input));
}
