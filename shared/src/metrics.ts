import { z } from 'zod';

/** The psychologist's Filtros (docs/decisions/product.md "Periods and metrics"); 6 meses by default. */
export const psychologistPeriods = ['7d', '30d', '90d', '6m', '12m'] as const;
export type PsychologistPeriod = (typeof psychologistPeriods)[number];
export const defaultPsychologistPeriod: PsychologistPeriod = '6m';

/** The admin's period select, the spec's four keys; 30 dias by default. */
export const adminPeriods = ['7days', '30days', '90days', '1year'] as const;
export type AdminPeriod = (typeof adminPeriods)[number];
export const defaultAdminPeriod: AdminPeriod = '30days';

export type PeriodKey = PsychologistPeriod | AdminPeriod;

/** "N dias" = the N local days ending today; "N meses" = this month and the N - 1 before; "1 ano" = 12 meses. */
export const periodSpans: Record<PeriodKey, { unit: 'days' | 'months'; count: number }> = {
  '7d': { unit: 'days', count: 7 },
  '30d': { unit: 'days', count: 30 },
  '90d': { unit: 'days', count: 90 },
  '6m': { unit: 'months', count: 6 },
  '12m': { unit: 'months', count: 12 },
  '7days': { unit: 'days', count: 7 },
  '30days': { unit: 'days', count: 30 },
  '90days': { unit: 'days', count: 90 },
  '1year': { unit: 'months', count: 12 },
};

export const periodLabels: Record<PeriodKey, string> = {
  '7d': 'Últimos 7 dias',
  '30d': 'Últimos 30 dias',
  '90d': 'Últimos 90 dias',
  '6m': 'Últimos 6 meses',
  '12m': 'Últimos 12 meses',
  '7days': 'Últimos 7 dias',
  '30days': 'Últimos 30 dias',
  '90days': 'Últimos 90 dias',
  '1year': 'Último ano',
};

const invalidPeriod = { message: 'Período inválido' };
export const psychologistPeriodSchema = z.enum(psychologistPeriods, invalidPeriod);
export const adminPeriodSchema = z.enum(adminPeriods, invalidPeriod);

export const psychologistPeriodInput = z.object({ period: psychologistPeriodSchema.default(defaultPsychologistPeriod) });
export const adminPeriodInput = z.object({ period: adminPeriodSchema.default(defaultAdminPeriod) });

/** What a company's own report shows instead of a figure that comes from fewer than 5 people (LGPD art. 11 §4). */
export const suppressedFigure = '< 5';
export const minimumPeopleForFigure = 5;
export type CompanyFigure = number | typeof suppressedFigure;

/** Satisfaction categories of review ratings, best first. */
export const ratingLabels: Record<number, string> = {
  5: 'Excelente',
  4: 'Bom',
  3: 'Regular',
  2: 'Ruim',
  1: 'Péssimo',
};

/** Revenue of patients with no partner company. */
export const privatePayLabel = 'Particular';
