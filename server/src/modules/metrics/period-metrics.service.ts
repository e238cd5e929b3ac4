import type { PeriodKey } from '@acolhe/shared/metrics';
import type { Db } from '../../db/connection.ts';
import {
  consultationGrowth,
  monthRows,
  peakHour,
  retention,
  specialtyRows,
  summarize,
  weekdayRows,
  type AppointmentSummary,
  type Growth,
  type MonthRow,
  type PeakHour,
  type Retention,
  type SpecialtyRow,
  type WeekdayRow,
} from './figures.ts';
import { selectAppointmentFacts, selectRatingCounts, type MetricsScope, type RatingCount } from './metrics.repository.ts';
import { periodView, resolvePeriod, type MetricsClock, type Period, type PeriodView } from './periods.ts';
import { summarizeRatings, type RatingSummary } from './ratings.ts';
import { tallyAppointments, type Tally } from './tally.ts';

/** One read of the appointments of the period and of its previous window, bucketed in the zone. */
export async function loadTally(db: Db, timeZone: string, scope: MetricsScope, period: Period): Promise<Tally> {
  const facts = await selectAppointmentFacts(db, scope, { start: period.previous.start, end: period.window.end });
  return tallyAppointments(facts, period, timeZone);
}

export function loadRatings(db: Db, scope: MetricsScope, period: Period): Promise<RatingCount[]> {
  return selectRatingCounts(db, scope, period.window);
}

export interface PeriodMetrics {
  period: PeriodView;
  summary: AppointmentSummary;
  previousSummary: AppointmentSummary;
  monthly: MonthRow[];
  weekdays: WeekdayRow[];
  peakHour: PeakHour | null;
  bySpecialty: SpecialtyRow[];
  rating: RatingSummary;
  retention: Retention;
  growth: Growth;
}

/** Every appointment and review figure of a scope (a psychologist, a company or the platform) over a period. */
export async function periodMetrics(db: Db, clock: MetricsClock, scope: MetricsScope, key: PeriodKey): Promise<PeriodMetrics> {
  const period = resolvePeriod(key, clock);
  const tally = await loadTally(db, clock.timeZone, scope, period);
  const ratings = await loadRatings(db, scope, period);
  return {
    period: periodView(period, clock.timeZone),
    summary: summarize(tally.current),
    previousSummary: summarize(tally.previous),
    monthly: monthRows(tally),
    weekdays: weekdayRows(tally),
    peakHour: peakHour(tally),
    bySpecialty: specialtyRows(tally),
    rating: summarizeRatings(ratings),
    retention: retention(tally),
    growth: consultationGrowth(tally),
  };
}
