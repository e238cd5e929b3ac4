import { formatDay } from '@acolhe/shared/calendar-format';
import type { PeriodView } from './periods.ts';

/** "25/10/2026 a 24/11/2026": a period's first and last local days, as the exports show it. */
export function periodRange(period: PeriodView): string {
  return `${formatDay(period.firstDay)} a ${formatDay(period.lastDay)}`;
}

/** A file name carrying the period's local days, e.g. `financeiro_2026-10-26_2026-11-24.csv`. */
export function exportFilename(prefix: string, period: PeriodView): string {
  return `${prefix}_${period.firstDay}_${period.lastDay}.csv`;
}
