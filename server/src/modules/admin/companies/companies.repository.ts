import type { CompanyPlan, CompanyStatus } from '@acolhe/shared/companies';
import type { Db } from '../../../db/connection.ts';
import { companySearchText, foldedColumnContains } from '../../../db/text-search.ts';

const companyColumns = [
  'id',
  'name',
  'cnpj',
  'email',
  'phone',
  'employees',
  'plan',
  'status',
  'code',
  'contract_start as contractStart',
] as const;

export interface CompanyValues {
  name: string;
  cnpj: string;
  email: string;
  phone: string | null;
  employees: number;
  plan: CompanyPlan;
  code: string;
  contractStart: string;
}

/** Partner companies the admin has not removed. */
function currentCompanies(db: Db) {
  return db.selectFrom('companies').where('deleted_at', 'is', null);
}

export function selectCompanies(db: Db, search: string | undefined) {
  let query = currentCompanies(db).select(companyColumns);
  if (search) query = query.where(foldedColumnContains('search_text', search));
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(1000).execute();
}

export function selectCompany(db: Db, companyId: number) {
  return currentCompanies(db).select(companyColumns).where('id', '=', companyId).executeTakeFirst();
}

/** Also a removed company: its CNPJ stays taken by the row that keeps its history. */
export function selectCompanyByCnpj(db: Db, cnpj: string) {
  return db
    .selectFrom('companies')
    .select(['id', 'deleted_at as deletedAt'])
    .where('cnpj', '=', cnpj)
    .executeTakeFirst();
}

function newCompanyRow(company: CompanyValues) {
  return {
    name: company.name,
    cnpj: company.cnpj,
    email: company.email,
    phone: company.phone,
    employees: company.employees,
    plan: company.plan,
    code: company.code,
    contract_start: company.contractStart,
    status: 'pending' as const,
    search_text: companySearchText(company),
  };
}

export async function insertCompany(db: Db, company: CompanyValues): Promise<number> {
  const row = await db
    .insertInto('companies')
    .values(newCompanyRow(company))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A removed company added again: the same row, so its billing history stays under one id. */
export async function restoreCompany(db: Db, companyId: number, company: CompanyValues): Promise<boolean> {
  const result = await db
    .updateTable('companies')
    .set({ ...newCompanyRow(company), deleted_at: null })
    .where('id', '=', companyId)
    .where('deleted_at', 'is not', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Changes the status only from the one the caller saw; returns whether it changed. */
export async function updateCompanyStatus(db: Db, companyId: number, from: CompanyStatus, to: CompanyStatus) {
  const result = await db
    .updateTable('companies')
    .set({ status: to })
    .where('id', '=', companyId)
    .where('status', '=', from)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function updateCompanyPlan(db: Db, companyId: number, plan: CompanyPlan) {
  const result = await db
    .updateTable('companies')
    .set({ plan })
    .where('id', '=', companyId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Marks the company removed (and inactive, so no code check can take it for a live one). */
export async function markCompanyDeleted(db: Db, companyId: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('companies')
    .set({ deleted_at: at, status: 'inactive' })
    .where('id', '=', companyId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Employees lose the benefit; the appointments they booked keep the company they were billed to. */
export function unlinkEmployees(db: Db, companyId: number) {
  return db.updateTable('users').set({ company_id: null }).where('company_id', '=', companyId).execute();
}

export function selectCompanyTotals(db: Db) {
  return currentCompanies(db)
    .select((eb) => [
      eb.fn.countAll<number>().as('companies'),
      eb.fn.count<number>('id').filterWhere('status', '=', 'active').as('activeCompanies'),
      eb.fn.coalesce(eb.fn.sum<number>('employees'), eb.val(0)).as('employees'),
    ])
    .executeTakeFirstOrThrow();
}
