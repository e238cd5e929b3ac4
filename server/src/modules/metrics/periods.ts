import { addDays, addMonths, localDayOf, localMonthOf, todayIn, type Window } from '@acolhe/shared/calendar';
import {
  currentMonthWindow,
  dayWindow,
  lastDaysWindow,
  lastMonthsWindow,
  monthWindow,
  monthsBetween,
} from '@acolhe/shared/calendar-windows';
import { formatMonth } from '@acolhe/shared/calendar-format';
import { periodLabels, periodSpans, type PeriodKey } from '@acolhe/shared/metrics';
import type { AppServices } from '../../services.ts';

/** The zone and the instant every figure is computed for; passed in so nothing reads the wall clock. */
export interface MetricsClock {
  timeZone: string;
  now: Date;
}

export function metricsClock(services: Pick<AppServices, 'config' | 'now'>): MetricsClock {
  return { timeZone: services.config.timeZone, now: services.now() };
}

/**
 * A window of instants, the window of the same length just before it (for retention and growth) and the
 * local months it touches (for monthly charts). An appointment belongs to the window containing its start.
 */
export interface Period {
  key: PeriodKey | 'month';
  label: string;
  window: Window;
  previous: Window;
  months: string[];
}

/** What a screen shows of a period: ISO instants (end exclusive) and the local first and last days. */
export interface PeriodView {
  key: PeriodKey | 'month';
  label: string;
  firstDay: string;
  lastDay: string;
  start: string;
  end: string;
  months: { month: string; label: string }[];
}

function monthsOf(window: Window, timeZone: string): string[] {
  return monthsBetween(window.start, window.end.getTime() - 1, timeZone);
}

export function resolvePeriod(key: PeriodKey, { timeZone, now }: MetricsClock): Period {
  const { unit, count } = periodSpans[key];
  if (unit === 'days') {
    const window = lastDaysWindow(count, timeZone, now);
    const previousStart = dayWindow(addDays(todayIn(timeZone, now), 1 - 2 * count), timeZone).start;
    return { key, label: periodLabels[key], window, previous: { start: previousStart, end: window.start }, months: monthsOf(window, timeZone) };
  }
  const window = lastMonthsWindow(count, timeZone, now);
  const previousStart = monthWindow(addMonths(localMonthOf(now, timeZone), 1 - 2 * count), timeZone).start;
  return { key, label: periodLabels[key], window, previous: { start: previousStart, end: window.start }, months: monthsOf(window, timeZone) };
}

/** This local month, with the month before as its previous window. */
export function currentMonthPeriod({ timeZone, now }: MetricsClock): Period {
  const month = localMonthOf(now, timeZone);
  const window = currentMonthWindow(timeZone, now);
  return { key: 'month', label: formatMonth(month), window, previous: monthWindow(addMonths(month, -1), timeZone), months: [month] };
}

export function periodView(period: Period, timeZone: string): PeriodView {
  return {
    key: period.key,
    label: period.label,
    firstDay: localDayOf(period.window.start, timeZone),
    lastDay: localDayOf(period.window.end.getTime() - 1, timeZone),
    start: period.window.start.toISOString(),
    end: period.window.end.toISOString(),
    months: period.months.map((month) => ({ month, label: formatMonth(month) })),
  };
}
