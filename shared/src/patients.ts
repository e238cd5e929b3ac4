import { z } from 'zod';
import { rowId } from './row-id.ts';
import { singleLine } from './text-fields.ts';

/** A psychologist's patient record status (docs/decisions/product.md "Psychologist area"; precedence pending > active > inactive). */
export const patientStatuses = ['active', 'inactive', 'pending'] as const;
export type PatientStatus = (typeof patientStatuses)[number];

export const patientStatusLabels: Record<PatientStatus, string> = {
  active: 'Ativo',
  inactive: 'Inativo',
  pending: 'Pendente',
};

/** A patient stays active this many local days after a completed session. */
export const activePatientDays = 60;

export const patientsPageSize = 20;

export const patientMessages = {
  notFound: 'Paciente não encontrado',
  /** A series for a patient whose account an admin deactivated: they could neither sign in nor join. */
  deactivated: 'A conta deste paciente está desativada; não é possível agendar consultas.',
} as const;

export const patientListInput = z.object({
  search: singleLine(z.string().trim().max(100, 'Busca muito longa')).optional(),
  status: z.enum(patientStatuses, 'Status inválido').optional(),
  page: z.number().int().min(1).max(10_000).default(1),
  pageSize: z.number().int().min(1).max(100, 'No máximo 100 por página').default(patientsPageSize),
});
export type PatientListInput = z.input<typeof patientListInput>;

export const patientIdInput = z.object({ patientId: rowId });
