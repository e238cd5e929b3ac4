import { formatMonth } from '@acolhe/shared/calendar-format';
import type { GrowthEvents } from './growth.repository.ts';
import type { Period } from './periods.ts';
import type { Tally } from './tally.ts';

export interface GrowthRow {
  month: string;
  label: string;
  /** Approved psychologists at the end of the month (or now, for the current one). */
  psychologists: number;
  /** Patient accounts at the end of the month. */
  patients: number;
  /** Partner companies at the end of the month. */
  companies: number;
  /** Revenue of the month's completed consultations. */
  revenueCents: number;
  patientRegistrations: number;
  psychologistRegistrations: number;
  newCompanies: number;
}

interface Counters {
  psychologists: number;
  patients: number;
  companies: number;
}

/** The platform growth chart: month-end totals from the totals before the period plus each month's events. */
export function growthRows(period: Period, before: Counters, events: GrowthEvents, tally: Tally): GrowthRow[] {
  const perMonth = (instants: string[]) => {
    const counts = new Map<string, number>();
    for (const at of instants) {
      const { month } = tally.partsOf(at);
      counts.set(month, (counts.get(month) ?? 0) + 1);
    }
    return counts;
  };
  const approvals = perMonth(events.approvals);
  const patients = perMonth(events.patients);
  const companies = perMonth(events.companies);
  const psychologistRegistrations = perMonth(events.psychologistRegistrations);
  const running = { ...before };
  return period.months.map((month) => {
    running.psychologists += approvals.get(month) ?? 0;
    running.patients += patients.get(month) ?? 0;
    running.companies += companies.get(month) ?? 0;
    return {
      month,
      label: formatMonth(month),
      ...running,
      revenueCents: tally.months.get(month)?.revenueCents ?? 0,
      patientRegistrations: patients.get(month) ?? 0,
      psychologistRegistrations: psychologistRegistrations.get(month) ?? 0,
      newCompanies: companies.get(month) ?? 0,
    };
  });
}

/** Patient and psychologist registrations per ISO weekday (index 1 = Monday ... 7 = Sunday). */
export function registrationsPerWeekday(tally: Tally, events: GrowthEvents): number[] {
  const counts = Array.from({ length: 8 }, () => 0);
  for (const at of [...events.patients, ...events.psychologistRegistrations]) {
    const { weekday } = tally.partsOf(at);
    counts[weekday] = (counts[weekday] ?? 0) + 1;
  }
  return counts;
}
