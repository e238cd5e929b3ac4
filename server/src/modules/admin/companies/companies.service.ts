import { todayIn } from '@acolhe/shared/calendar';
import {
  companyMessages,
  toggledCompanyStatus,
  type CompanyPlan,
  type createCompanyInput,
} from '@acolhe/shared/companies';
import type { z } from 'zod';
import type { Db } from '../../../db/connection.ts';
import { DomainError, isUniqueViolation } from '../../../errors.ts';
import type { AppServices } from '../../../services.ts';
import { recordActivity } from '../../activity-log/activity.repository.ts';
import { CodeTaken, generateCompanyCode, withFreshCode } from './company-code.ts';
import { companiesThisMonth } from '../../metrics/company-metrics.service.ts';
import { metricsClock } from '../../metrics/periods.ts';
import * as repository from './companies.repository.ts';

type CompanyRow = NonNullable<Awaited<ReturnType<typeof repository.selectCompany>>>;
/** The CNPJ-taken error names its field, so the form shows it beside the CNPJ. */
const cnpjField = { field: 'cnpj' };
type Usage = Map<number, { appointments: number; revenueCents: number }>;

/** This month's Consultas/Mês and Receita/Mês per company, as the metrics module computes them. */
async function monthlyUsage(services: AppServices): Promise<Usage> {
  const { companies } = await companiesThisMonth(services.db, metricsClock(services));
  return new Map(
    companies.map((row) => [row.companyId, { appointments: row.consultations, revenueCents: row.revenueCents }]),
  );
}

function toCompany(row: CompanyRow, usage: Usage) {
  const month = usage.get(row.id);
  return {
    ...row,
    monthlyAppointments: month?.appointments ?? 0,
    monthlyRevenueCents: month?.revenueCents ?? 0,
  };
}

export async function listCompanies(services: AppServices, search: string | undefined) {
  const [rows, usage] = await Promise.all([
    repository.selectCompanies(services.db, search),
    monthlyUsage(services),
  ]);
  return { items: rows.map((row) => toCompany(row, usage)), total: rows.length };
}

export async function companyTotals(services: AppServices) {
  const [totals, listed] = await Promise.all([repository.selectCompanyTotals(services.db), listCompanies(services, undefined)]);
  // Of the companies listed: a removed one keeps its history in the financial report, not in these totals.
  const monthlyRevenueCents = listed.items.reduce((sum, company) => sum + company.monthlyRevenueCents, 0);
  return {
    companies: Number(totals.companies),
    activeCompanies: Number(totals.activeCompanies),
    employees: Number(totals.employees),
    monthlyRevenueCents,
  };
}

async function requireCompany(services: AppServices, companyId: number) {
  const row = await repository.selectCompany(services.db, companyId);
  if (!row) throw new DomainError('NOT_FOUND', companyMessages.notFound);
  return toCompany(row, await monthlyUsage(services));
}

/** Inserts or restores the company under `code`; a clash on the code becomes CodeTaken, so it is retried. */
async function saveNewCompany(db: Db, values: repository.CompanyValues): Promise<number> {
  const existing = await repository.selectCompanyByCnpj(db, values.cnpj);
  if (existing && existing.deletedAt === null) throw new DomainError('CONFLICT', companyMessages.cnpjTaken, cnpjField);
  try {
    if (!existing) return await repository.insertCompany(db, values);
    if (!(await repository.restoreCompany(db, existing.id, values)))
      throw new DomainError('CONFLICT', companyMessages.cnpjTaken, cnpjField);
    return existing.id;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Either the CNPJ was taken a moment ago by another admin, or the generated code was.
    if (await repository.selectCompanyByCnpj(db, values.cnpj))
      throw new DomainError('CONFLICT', companyMessages.cnpjTaken, cnpjField);
    throw new CodeTaken();
  }
}

/**
 * A new partner company starts pending, with its contract starting today (platform time zone) and a
 * fresh code. A CNPJ is one legal entity: adding a removed company again restores its row, with a new
 * code, so its past appointments stay billed to one company.
 */
export async function createCompany(
  services: AppServices,
  adminId: number,
  input: z.output<typeof createCompanyInput>,
) {
  const contractStart = todayIn(services.config.timeZone, services.now());
  const companyId = await withFreshCode(
    () => generateCompanyCode(input.name),
    (code) =>
      services.db.transaction().execute(async (trx) => {
        const id = await saveNewCompany(trx, { ...input, code, contractStart });
        await recordActivity(trx, {
          actorId: adminId,
          action: 'company.created',
          subjectType: 'company',
          subjectId: id,
          summary: 'Nova empresa conveniada',
        });
        return id;
      }),
  );
  return requireCompany(services, companyId);
}

export async function toggleCompanyStatus(services: AppServices, adminId: number, companyId: number) {
  const company = await requireCompany(services, companyId);
  const next = toggledCompanyStatus(company.status);
  await services.db.transaction().execute(async (trx) => {
    if (!(await repository.updateCompanyStatus(trx, companyId, company.status, next))) {
      throw new DomainError('CONFLICT', companyMessages.changedMeanwhile);
    }
    await recordActivity(trx, {
      actorId: adminId,
      action: next === 'active' ? 'company.activated' : 'company.deactivated',
      subjectType: 'company',
      subjectId: companyId,
      summary: next === 'active' ? 'Empresa ativada' : 'Empresa desativada',
    });
  });
  return requireCompany(services, companyId);
}

export async function changeCompanyPlan(services: AppServices, companyId: number, plan: CompanyPlan) {
  if (!(await repository.updateCompanyPlan(services.db, companyId, plan))) {
    throw new DomainError('NOT_FOUND', companyMessages.notFound);
  }
  return requireCompany(services, companyId);
}

/**
 * Removal keeps the row (name and CNPJ for the billing history of past appointments) and unlinks the
 * employees, who lose the benefit but not their consultations.
 */
export async function removeCompany(services: AppServices, adminId: number, companyId: number) {
  const removed = await services.db.transaction().execute(async (trx) => {
    if (!(await repository.markCompanyDeleted(trx, companyId, services.now().toISOString()))) return false;
    await repository.unlinkEmployees(trx, companyId);
    await recordActivity(trx, {
      actorId: adminId,
      action: 'company.deleted',
      subjectType: 'company',
      subjectId: companyId,
      summary: 'Empresa removida',
    });
    return true;
  });
  if (!removed) throw new DomainError('NOT_FOUND', companyMessages.notFound);
  return { ok: true as const };
}
