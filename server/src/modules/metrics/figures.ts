import { timeOfMinutes } from '@acolhe/shared/calendar';
import { formatMonth, weekdayShortNames } from '@acolhe/shared/calendar-format';
import { specialties } from '@acolhe/shared/specialties';
import type { Bucket, Tally } from './tally.ts';

/** A share in [0, 1], or null when there is nothing to divide. */
export function ratio(part: number, whole: number): number | null {
  return whole === 0 ? null : part / whole;
}

const knownStatuses = ['scheduled', 'completed', 'cancelled', 'no_show', 'late_cancelled'];

export interface AppointmentSummary {
  /** Appointments per status; the five known ones always present, any other status under its own name. */
  byStatus: Record<string, number>;
  /** Appointments that started in the period, any status. */
  total: number;
  /** Appointments not cancelled. */
  consultations: number;
  completed: number;
  scheduled: number;
  noShow: number;
  /** Every cancellation, late ones included. */
  cancelled: number;
  /** Of those, the patients' late cancellations (less than the notice left), shown apart. */
  lateCancelled: number;
  /** Sum of the prices of completed appointments. */
  revenueCents: number;
  /** Distinct patients with a consultation. */
  patients: number;
  /** completed ÷ (completed + no-show). */
  attendanceRate: number | null;
  /** no-show ÷ (completed + no-show), the complement of attendance. */
  noShowRate: number | null;
  /** completed ÷ every appointment that started in the period. */
  completionRate: number | null;
}

export function summarize(bucket: Bucket): AppointmentSummary {
  const byStatus: Record<string, number> = Object.fromEntries(knownStatuses.map((status) => [status, 0]));
  for (const [status, count] of bucket.byStatus) byStatus[status] = count;
  const settled = bucket.completed + bucket.noShow;
  return {
    byStatus,
    total: bucket.total,
    consultations: bucket.consultations,
    completed: bucket.completed,
    scheduled: byStatus.scheduled ?? 0,
    noShow: bucket.noShow,
    cancelled: bucket.total - bucket.consultations,
    lateCancelled: byStatus.late_cancelled ?? 0,
    revenueCents: bucket.revenueCents,
    patients: bucket.patients.size,
    attendanceRate: ratio(bucket.completed, settled),
    noShowRate: ratio(bucket.noShow, settled),
    completionRate: ratio(bucket.completed, bucket.total),
  };
}

export interface MonthRow extends AppointmentSummary {
  month: string;
  label: string;
}

export function monthRows(tally: Tally): MonthRow[] {
  return [...tally.months].map(([month, bucket]) => ({ month, label: formatMonth(month), ...summarize(bucket) }));
}

export interface WeekdayRow {
  /** ISO weekday, 1 = Monday ... 7 = Sunday. */
  weekday: number;
  label: string;
  appointments: number;
}

export function weekdayRows(tally: Tally): WeekdayRow[] {
  return [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
    weekday,
    label: weekdayShortNames[weekday] ?? '',
    appointments: tally.weekdays[weekday] ?? 0,
  }));
}

export interface PeakHour {
  /** Local starting hour, 0-23. */
  hour: number;
  from: string;
  to: string;
  consultations: number;
}

/** The local hour in which most consultations start (the earliest on a tie); null without consultations. */
export function peakHour(tally: Tally): PeakHour | null {
  let best = -1;
  tally.hours.forEach((count, hour) => {
    if (count > 0 && (best < 0 || count > (tally.hours[best] ?? 0))) best = hour;
  });
  if (best < 0) return null;
  return { hour: best, from: timeOfMinutes(best * 60), to: timeOfMinutes((best + 1) * 60), consultations: tally.hours[best] ?? 0 };
}

export interface SpecialtyRow {
  specialty: string;
  appointments: number;
  /** Share of the period's consultations, 0-100 with one decimal. */
  percentage: number;
}

/** Consultations per specialty of the psychologist: the five listed ones always, in their order, then any other. */
export function specialtyRows(tally: Tally): SpecialtyRow[] {
  const names = [...specialties, ...[...tally.bySpecialty.keys()].filter((name) => !(specialties as readonly string[]).includes(name)).sort()];
  const total = tally.current.consultations;
  return names.map((specialty) => {
    const appointments = tally.bySpecialty.get(specialty)?.consultations ?? 0;
    return { specialty, appointments, percentage: total === 0 ? 0 : Math.round((appointments / total) * 1000) / 10 };
  });
}

export interface Retention {
  /** Patients with a consultation in the previous window. */
  previousPatients: number;
  /** Of those, the ones with a consultation in this window too. */
  returningPatients: number;
  rate: number | null;
}

/** Patients with a consultation in the previous window who also had one in this window ÷ patients of the previous window. */
export function retention(tally: Tally): Retention {
  let returning = 0;
  for (const patient of tally.previous.patients) if (tally.current.patients.has(patient)) returning += 1;
  return { previousPatients: tally.previous.patients.size, returningPatients: returning, rate: ratio(returning, tally.previous.patients.size) };
}

export interface Growth {
  consultations: number;
  previousConsultations: number;
  /** (this − previous) ÷ previous; null when the previous window had none. */
  change: number | null;
}

export function consultationGrowth(tally: Tally): Growth {
  const consultations = tally.current.consultations;
  const previous = tally.previous.consultations;
  return { consultations, previousConsultations: previous, change: ratio(consultations - previous, previous) };
}
