import type { z } from 'zod';
import { patientMessages, type patientListInput, type PatientStatus } from '@acolhe/shared/patients';
import { DomainError } from '../../../errors.ts';
import type { AppServices } from '../../../services.ts';
import { patientStatus } from './patient-status.ts';
import * as repository from './patients.repository.ts';

type PatientListQuery = z.output<typeof patientListInput>;

function toPatient(row: repository.PatientRow, now: Date, timeZone: string) {
  const activity = {
    completedSessions: Number(row.completedSessions),
    lastSessionAt: row.lastSessionAt,
    nextSessionAt: row.nextSessionAt,
  };
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    totalSessions: activity.completedSessions,
    lastSession: activity.lastSessionAt,
    nextSession: activity.nextSessionAt,
    status: patientStatus(activity, now, timeZone),
    /** The patient deleted their account (LGPD): the history stays, the person is anonymised. */
    accountDeleted: row.anonymisedAt !== null,
  };
}

export type PsychologistPatient = ReturnType<typeof toPatient>;

const byName = (a: PsychologistPatient, b: PsychologistPatient) =>
  a.name.localeCompare(b.name, 'pt-BR', { sensitivity: 'base' }) || a.id - b.id;

/**
 * One page of the psychologist's patients, by name. The status depends on "now", so it is computed here
 * for every match of the search and then filtered; one psychologist's patients are at most a few thousand.
 */
export async function listPatients(services: AppServices, psychologistId: number, query: PatientListQuery) {
  const now = services.now();
  const rows = await repository.selectPatients(services.db, psychologistId, now.toISOString(), query.search);
  const matches = rows.map((row) => toPatient(row, now, services.config.timeZone)).sort(byName);
  const statusCounts = countStatuses(matches);
  const filtered = query.status ? matches.filter((patient) => patient.status === query.status) : matches;
  const offset = (query.page - 1) * query.pageSize;
  return {
    items: filtered.slice(offset, offset + query.pageSize),
    total: filtered.length,
    page: query.page,
    pageSize: query.pageSize,
    statusCounts,
  };
}

function countStatuses(patients: PsychologistPatient[]): Record<PatientStatus, number> {
  const counts: Record<PatientStatus, number> = { active: 0, inactive: 0, pending: 0 };
  for (const patient of patients) counts[patient.status] += 1;
  return counts;
}

/** How many of the psychologist's patients are Ativo, Inativo and Pendente now (the reports' pie). */
export async function patientStatusCounts(services: AppServices, psychologistId: number) {
  const now = services.now();
  const rows = await repository.selectPatients(services.db, psychologistId, now.toISOString(), undefined);
  return countStatuses(rows.map((row) => toPatient(row, now, services.config.timeZone)));
}

/** Patients are the people who booked with this psychologist, any appointment in any status. */
export function isPatientOf(
  services: AppServices,
  psychologistId: number,
  patientId: number,
): Promise<boolean> {
  return repository.hasBooked(services.db, psychologistId, patientId);
}

/** Someone who never booked with this psychologist is not their patient: NOT_FOUND, as for an unknown id. */
export async function requirePatient(services: AppServices, psychologistId: number, patientId: number) {
  const now = services.now();
  const row = await repository.selectPatient(services.db, psychologistId, patientId, now.toISOString());
  if (!row) throw new DomainError('NOT_FOUND', patientMessages.notFound);
  return toPatient(row, now, services.config.timeZone);
}

/** Whether the patient's account may sign in (an admin has not deactivated it). */
export function isAccountActive(services: AppServices, patientId: number): Promise<boolean> {
  return repository.isAccountActive(services.db, patientId);
}

export async function getPatient(services: AppServices, psychologistId: number, patientId: number) {
  const patient = await requirePatient(services, psychologistId, patientId);
  const consultations = await repository.selectConsultations(services.db, psychologistId, patientId);
  return { ...patient, consultations };
}
