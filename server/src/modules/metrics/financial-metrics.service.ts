import { formatMonth } from '@acolhe/shared/calendar-format';
import { privatePayLabel, type AdminPeriod } from '@acolhe/shared/metrics';
import type { Db } from '../../db/connection.ts';
import { selectCompanies, selectPsychologistNames } from './metrics.repository.ts';
import { loadTally } from './period-metrics.service.ts';
import { periodView, resolvePeriod, type MetricsClock, type PeriodView } from './periods.ts';
import type { GroupTotals } from './tally.ts';

/** Revenue is the sum of the prices of completed consultations; `completed` counts them. */
export interface RevenueFigures {
  completed: number;
  revenueCents: number;
}

export interface FinancialReport {
  period: PeriodView;
  byMonth: ({ month: string; label: string } & RevenueFigures)[];
  /** Psychologists with revenue in the period, highest first. */
  byPsychologist: ({ psychologistId: number; name: string } & RevenueFigures)[];
  /** Companies with revenue in the period, highest first, then patients without a company ('Particular', companyId null). */
  byCompany: ({ companyId: number | null; name: string } & RevenueFigures)[];
  totals: RevenueFigures;
}

function revenueOf(bucket: GroupTotals | undefined): RevenueFigures {
  return { completed: bucket?.completed ?? 0, revenueCents: bucket?.revenueCents ?? 0 };
}

const byRevenue = (a: RevenueFigures & { name: string }, b: RevenueFigures & { name: string }) =>
  b.revenueCents - a.revenueCents || a.name.localeCompare(b.name, 'pt-BR');

/** /admin/financial: revenue by month, by psychologist and by company (the company copied at booking), with totals. */
export async function financialReport(db: Db, clock: MetricsClock, key: AdminPeriod): Promise<FinancialReport> {
  const period = resolvePeriod(key, clock);
  const tally = await loadTally(db, clock.timeZone, {}, period);
  const earning = [...tally.byPsychologist].filter(([, bucket]) => bucket.completed > 0);
  const names = new Map((await selectPsychologistNames(db, earning.map(([id]) => id))).map((row) => [row.id, row.name]));
  const companies = new Map((await selectCompanies(db)).map((row) => [row.id, row.name]));
  const byCompany = [...tally.byCompany]
    .filter(([companyId, bucket]) => companyId !== null && bucket.completed > 0)
    .map(([companyId, bucket]) => ({ companyId, name: companies.get(companyId ?? 0) ?? '', ...revenueOf(bucket) }))
    .sort(byRevenue);
  const privatePay = revenueOf(tally.byCompany.get(null));
  return {
    period: periodView(period, clock.timeZone),
    byMonth: [...tally.months].map(([month, bucket]) => ({ month, label: formatMonth(month), ...revenueOf(bucket) })),
    byPsychologist: earning.map(([psychologistId, bucket]) => ({ psychologistId, name: names.get(psychologistId) ?? '', ...revenueOf(bucket) })).sort(byRevenue),
    byCompany: privatePay.completed > 0 ? [...byCompany, { companyId: null, name: privatePayLabel, ...privatePay }] : byCompany,
    totals: revenueOf(tally.current),
  };
}
