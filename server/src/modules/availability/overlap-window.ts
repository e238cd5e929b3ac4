import { consultationMinutesRange } from '@acolhe/shared/agenda';

/**
 * The earliest start of a consultation that can still be running at `instant`: none lasts longer than
 * consultationMinutesRange.max. An overlap query that also bounds the start from below reads a range of
 * an index on (person, starts_at) instead of every consultation the person ever had before `instant`.
 */
export function earliestStartRunningAt(instant: string): string {
  return new Date(Date.parse(instant) - consultationMinutesRange.max * 60_000).toISOString();
}
