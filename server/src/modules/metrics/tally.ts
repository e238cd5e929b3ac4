import { localPartsIn, type LocalParts } from '@acolhe/shared/calendar-local-parts';
import type { AppointmentFact } from './metrics.repository.ts';
import type { Period } from './periods.ts';

/**
 * A consultation is an appointment that was not cancelled (scheduled, completed or no-show, and any
 * status added later that is not a cancellation). Consultation counts, weekday and hour activity,
 * specialties, distinct patients and retention all count consultations; the completion rate counts every
 * appointment, whatever its status.
 */
export const cancelledStatuses: ReadonlySet<string> = new Set(['cancelled', 'late_cancelled']);

export function isConsultation(status: string): boolean {
  return !cancelledStatuses.has(status);
}

/** Running totals of a set of appointments. */
export interface Bucket {
  byStatus: Map<string, number>;
  total: number;
  consultations: number;
  completed: number;
  noShow: number;
  revenueCents: number;
  /** Patients with a consultation. */
  patients: Set<number>;
  /** Patients with a completed consultation (who the revenue comes from). */
  completedPatients: Set<number>;
}

export function emptyBucket(): Bucket {
  return { byStatus: new Map(), total: 0, consultations: 0, completed: 0, noShow: 0, revenueCents: 0, patients: new Set(), completedPatients: new Set() };
}

function add(bucket: Bucket, fact: AppointmentFact): void {
  bucket.byStatus.set(fact.status, (bucket.byStatus.get(fact.status) ?? 0) + 1);
  bucket.total += 1;
  if (!isConsultation(fact.status)) return;
  bucket.consultations += 1;
  bucket.patients.add(fact.patientId);
  if (fact.status === 'no_show') bucket.noShow += 1;
  if (fact.status !== 'completed') return;
  bucket.completed += 1;
  bucket.revenueCents += fact.priceCents;
  bucket.completedPatients.add(fact.patientId);
}

/** The totals kept per psychologist, specialty and company: no per-status or per-patient detail. */
export interface GroupTotals {
  consultations: number;
  completed: number;
  revenueCents: number;
}

export function emptyTotals(): GroupTotals {
  return { consultations: 0, completed: 0, revenueCents: 0 };
}

function addTo<K>(groups: Map<K, GroupTotals>, key: K, fact: AppointmentFact): void {
  let totals = groups.get(key);
  if (!totals) groups.set(key, (totals = emptyTotals()));
  totals.consultations += 1;
  if (fact.status !== 'completed') return;
  totals.completed += 1;
  totals.revenueCents += fact.priceCents;
}

/** Every appointment figure of a period, gathered in one pass over its appointments. */
export interface Tally {
  current: Bucket;
  previous: Bucket;
  /** Every month of the period, in order, empty ones included. */
  months: Map<string, Bucket>;
  /** Consultations per ISO weekday (index 1 = Monday ... 7 = Sunday; index 0 unused). */
  weekdays: number[];
  /** Consultations per local starting hour, 0-23. */
  hours: number[];
  bySpecialty: Map<string, GroupTotals>;
  byPsychologist: Map<number, GroupTotals>;
  byCompany: Map<number | null, GroupTotals>;
  /** Where an instant of the period falls in the zone; reuse it to bucket other instants of the period the same way. */
  partsOf: (instant: string | number) => LocalParts;
}

/** Buckets the appointments of the period and of its previous window by local month, weekday and hour in the zone. */
export function tallyAppointments(facts: AppointmentFact[], period: Period, timeZone: string): Tally {
  const partsOf = localPartsIn(period.window, timeZone);
  const tally: Tally = {
    current: emptyBucket(),
    previous: emptyBucket(),
    months: new Map(period.months.map((month) => [month, emptyBucket()])),
    weekdays: Array.from({ length: 8 }, () => 0),
    hours: Array.from({ length: 24 }, () => 0),
    bySpecialty: new Map(),
    byPsychologist: new Map(),
    byCompany: new Map(),
    partsOf,
  };
  const previousStart = period.previous.start.getTime();
  const start = period.window.start.getTime();
  const end = period.window.end.getTime();
  for (const fact of facts) {
    const time = Date.parse(fact.startsAt);
    if (time >= previousStart && time < start) add(tally.previous, fact);
    if (time < start || time >= end) continue;
    add(tally.current, fact);
    const parts = partsOf(time);
    const month = tally.months.get(parts.month);
    if (month) add(month, fact);
    if (!isConsultation(fact.status)) continue;
    addTo(tally.bySpecialty, fact.specialty, fact);
    addTo(tally.byPsychologist, fact.psychologistId, fact);
    addTo(tally.byCompany, fact.companyId, fact);
    tally.weekdays[parts.weekday] = (tally.weekdays[parts.weekday] ?? 0) + 1;
    tally.hours[parts.hour] = (tally.hours[parts.hour] ?? 0) + 1;
  }
  return tally;
}
