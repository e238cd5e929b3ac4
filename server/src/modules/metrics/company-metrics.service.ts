import { minimumPeopleForFigure, suppressedFigure, type AdminPeriod, type CompanyFigure } from '@acolhe/shared/metrics';
import { formatMonth } from '@acolhe/shared/calendar-format';
import type { Db } from '../../db/connection.ts';
import { DomainError } from '../../errors.ts';
import { selectCompanies, selectCompany } from './metrics.repository.ts';
import { loadTally } from './period-metrics.service.ts';
import { currentMonthPeriod, periodView, resolvePeriod, type MetricsClock, type PeriodView } from './periods.ts';
import { emptyTotals, type Bucket } from './tally.ts';

export interface CompanyMonth {
  companyId: number;
  /** Consultations (not cancelled) of the company's patients this month. */
  consultations: number;
  completed: number;
  revenueCents: number;
}

/** /admin/companies: the platform's own billing view, exact Consultas/Mês and Receita/Mês of every company. */
export async function companiesThisMonth(db: Db, clock: MetricsClock): Promise<{ period: PeriodView; companies: CompanyMonth[]; totals: Omit<CompanyMonth, 'companyId'> }> {
  const period = currentMonthPeriod(clock);
  const tally = await loadTally(db, clock.timeZone, {}, period);
  const companies = (await selectCompanies(db)).map(({ id }) => {
    return { companyId: id, ...(tally.byCompany.get(id) ?? emptyTotals()) };
  });
  const totals = companies.reduce(
    (sum, row) => ({ consultations: sum.consultations + row.consultations, completed: sum.completed + row.completed, revenueCents: sum.revenueCents + row.revenueCents }),
    { consultations: 0, completed: 0, revenueCents: 0 },
  );
  return { period: periodView(period, clock.timeZone), companies, totals };
}

/** A figure as the company may see it: "< 5" when it comes from fewer than 5 distinct people. */
export function forCompany(figure: number, people: number): CompanyFigure {
  return people < minimumPeopleForFigure ? suppressedFigure : figure;
}

interface CompanyUsage {
  /** Distinct employees with a consultation. */
  people: CompanyFigure;
  consultations: CompanyFigure;
  completed: CompanyFigure;
  /** What the completed consultations cost. */
  costCents: CompanyFigure;
}

function usageOf(bucket: Bucket): CompanyUsage {
  return {
    people: forCompany(bucket.patients.size, bucket.patients.size),
    consultations: forCompany(bucket.consultations, bucket.patients.size),
    completed: forCompany(bucket.completed, bucket.completedPatients.size),
    costCents: forCompany(bucket.revenueCents, bucket.completedPatients.size),
  };
}

export interface CompanyReport extends CompanyUsage {
  company: { id: number; name: string };
  period: PeriodView;
  monthly: ({ month: string; label: string } & CompanyUsage)[];
}

/** 'Relatório para a empresa': usage and cost for the period, aggregates only, small groups shown as "< 5". */
export async function companyReport(db: Db, clock: MetricsClock, companyId: number, key: AdminPeriod): Promise<CompanyReport> {
  const company = await selectCompany(db, companyId);
  if (!company) throw new DomainError('NOT_FOUND', 'Empresa não encontrada');
  const period = resolvePeriod(key, clock);
  const tally = await loadTally(db, clock.timeZone, { companyId }, period);
  return {
    company,
    period: periodView(period, clock.timeZone),
    ...usageOf(tally.current),
    monthly: [...tally.months].map(([month, bucket]) => ({ month, label: formatMonth(month), ...usageOf(bucket) })),
  };
}
