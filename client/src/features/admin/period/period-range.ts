import { formatDay } from '@acolhe/shared/calendar-format';

/** "26/10/2026 a 24/11/2026": the local first and last days the server computed the period over. */
export function periodRange(period: { firstDay: string; lastDay: string }): string {
  return `${formatDay(period.firstDay)} a ${formatDay(period.lastDay)}`;
}
