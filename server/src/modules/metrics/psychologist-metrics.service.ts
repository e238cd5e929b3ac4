import type { PsychologistPeriod } from '@acolhe/shared/metrics';
import type { Db } from '../../db/connection.ts';
import { summarize, type AppointmentSummary, type Growth, type MonthRow, type PeakHour, type Retention, type WeekdayRow } from './figures.ts';
import { loadRatings, loadTally, periodMetrics } from './period-metrics.service.ts';
import { currentMonthPeriod, periodView, type MetricsClock, type PeriodView } from './periods.ts';
import { summarizeRatings, type RatingSummary } from './ratings.ts';

export interface PsychologistDashboardFigures {
  /** This local month. */
  period: PeriodView;
  summary: AppointmentSummary;
  /** Reviews written this month. */
  rating: RatingSummary;
}

/** The psychologist dashboard's monthly statistics, from their own appointments and reviews. */
export async function psychologistDashboard(db: Db, clock: MetricsClock, psychologistId: number): Promise<PsychologistDashboardFigures> {
  const period = currentMonthPeriod(clock);
  const scope = { psychologistId };
  const tally = await loadTally(db, clock.timeZone, scope, period);
  const ratings = await loadRatings(db, scope, period);
  return { period: periodView(period, clock.timeZone), summary: summarize(tally.current), rating: summarizeRatings(ratings) };
}

export interface PsychologistReport {
  period: PeriodView;
  /** The four cards: consultations and completed, average rating, attendance and no-show, revenue. */
  summary: AppointmentSummary;
  rating: RatingSummary;
  monthly: MonthRow[];
  weekdays: WeekdayRow[];
  insights: { growth: Growth; peakHour: PeakHour | null; retention: Retention };
}

/** /psychologist/reports over one of the Filtros periods, from the psychologist's own data only. */
export async function psychologistReport(db: Db, clock: MetricsClock, psychologistId: number, key: PsychologistPeriod): Promise<PsychologistReport> {
  const metrics = await periodMetrics(db, clock, { psychologistId }, key);
  return {
    period: metrics.period,
    summary: metrics.summary,
    rating: metrics.rating,
    monthly: metrics.monthly,
    weekdays: metrics.weekdays,
    insights: { growth: metrics.growth, peakHour: metrics.peakHour, retention: metrics.retention },
  };
}
