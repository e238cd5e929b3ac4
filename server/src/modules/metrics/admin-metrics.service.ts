import { defaultAdminPeriod, type AdminPeriod } from '@acolhe/shared/metrics';
import type { Db } from '../../db/connection.ts';
import { decisionFigures, type DecisionFigures } from './decisions.ts';
import { retention, specialtyRows, summarize, weekdayRows, type AppointmentSummary, type Retention, type SpecialtyRow } from './figures.ts';
import { selectGrowthEvents, selectPlatformCounts, selectTotalsBefore, type PlatformCounts } from './growth.repository.ts';
import { growthRows, registrationsPerWeekday, type GrowthRow } from './growth.ts';
import { selectDecisions } from './metrics.repository.ts';
import { loadRatings, loadTally } from './period-metrics.service.ts';
import { currentMonthPeriod, periodView, resolvePeriod, type MetricsClock, type PeriodView } from './periods.ts';
import { summarizeRatings, type RatingSummary, type SatisfactionRow } from './ratings.ts';
import { topPsychologists, type TopPsychologist } from './top-psychologists.ts';

export interface AdminDashboardFigures {
  /** Headcounts of today. */
  totals: PlatformCounts;
  /** This local month's consultations and revenue (the same figures as the month's row in reports and financial). */
  thisMonth: { period: PeriodView; summary: AppointmentSummary };
  /**
   * The system-performance bars over `performance.period`: approval rate = approved ÷ applications decided
   * in the period; general satisfaction = share of the period's reviews rated 4 or 5; user retention =
   * patients with a consultation in the previous window who had one in this window too.
   */
  performance: { period: PeriodView; decisions: DecisionFigures; rating: RatingSummary; retention: Retention };
}

export async function adminDashboard(db: Db, clock: MetricsClock, performancePeriod: AdminPeriod = defaultAdminPeriod): Promise<AdminDashboardFigures> {
  const month = currentMonthPeriod(clock);
  const monthTally = await loadTally(db, clock.timeZone, {}, month);
  const period = resolvePeriod(performancePeriod, clock);
  const tally = await loadTally(db, clock.timeZone, {}, period);
  return {
    totals: await selectPlatformCounts(db),
    thisMonth: { period: periodView(month, clock.timeZone), summary: summarize(monthTally.current) },
    performance: {
      period: periodView(period, clock.timeZone),
      decisions: decisionFigures(await selectDecisions(db, period.window)),
      rating: summarizeRatings(await loadRatings(db, {}, period)),
      retention: retention(tally),
    },
  };
}

export interface AdminReport {
  period: PeriodView;
  summary: AppointmentSummary;
  growth: GrowthRow[];
  bySpecialty: SpecialtyRow[];
  satisfaction: SatisfactionRow[];
  weekdays: { weekday: number; label: string; appointments: number; registrations: number }[];
  topPsychologists: TopPsychologist[];
  /** Completion rate, average rating, response time (application to decision) and retention. */
  keyMetrics: { completionRate: number | null; rating: RatingSummary; decisions: DecisionFigures; retention: Retention };
}

/** /admin/reports over one of the spec's four periods, platform-wide. */
export async function adminReport(db: Db, clock: MetricsClock, key: AdminPeriod): Promise<AdminReport> {
  const period = resolvePeriod(key, clock);
  const tally = await loadTally(db, clock.timeZone, {}, period);
  const ratingCounts = await loadRatings(db, {}, period);
  const events = await selectGrowthEvents(db, period.window);
  const before = await selectTotalsBefore(db, period.window.start);
  const registrations = registrationsPerWeekday(tally, events);
  const summary = summarize(tally.current);
  const rating = summarizeRatings(ratingCounts);
  return {
    period: periodView(period, clock.timeZone),
    summary,
    growth: growthRows(period, before, events, tally),
    bySpecialty: specialtyRows(tally),
    satisfaction: rating.distribution,
    weekdays: weekdayRows(tally).map((row) => ({ ...row, registrations: registrations[row.weekday] ?? 0 })),
    topPsychologists: await topPsychologists(db, tally, ratingCounts),
    keyMetrics: {
      completionRate: summary.completionRate,
      rating,
      decisions: decisionFigures(await selectDecisions(db, period.window)),
      retention: retention(tally),
    },
  };
}
