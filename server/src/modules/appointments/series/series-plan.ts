import { seriesSkipLabels, seriesSkipLabelsForPsychologist, type SeriesSkipReason, type SeriesWeek } from '@acolhe/shared/appointment-series';
import { addDays, instantAt, localDayOf, localTimeOf } from '@acolhe/shared/calendar';
import type { Db } from '../../../db/connection.ts';
import type { AppServices } from '../../../services.ts';
import { bookableDays, slotsForRange, type BookablePsychologist } from '../../availability/availability.service.ts';
import type { Slot } from '../../availability/slot-engine.ts';
import * as availability from '../../availability/availability.repository.ts';
import * as repository from './series.repository.ts';

export interface SeriesRequest {
  patientId: number;
  startsAt: string;
  weeks: number;
  /** Whose words the reasons are in. */
  reader: 'patient' | 'psychologist';
}

/**
 * The local days of a weekly series: the first occurrence's local day plus 7 calendar days each week, at
 * the same local wall-clock time in the platform zone, so a series that crosses a daylight-saving change
 * keeps its time on the clock (the instants move by an hour, not the consultation).
 */
export function seriesOccurrences(startsAt: string, weeks: number, timeZone: string) {
  const firstDay = localDayOf(startsAt, timeZone);
  const time = localTimeOf(startsAt, timeZone);
  return Array.from({ length: weeks }, (_, index) => {
    const date = addDays(firstDay, 7 * index);
    return { week: index + 1, date, time, startsAt: instantAt(date, time, timeZone).toISOString() };
  });
}

export interface WeekFacts {
  /** The last local day of the booking horizon. */
  lastBookableDay: string;
  blockedDays: ReadonlySet<string>;
  /** The psychologist's slots of each local day of the series, from the slot engine. */
  slotsByDay: ReadonlyMap<string, Slot[]>;
  /** The patient's own live consultations. */
  patientBusy: { startsAt: string; endsAt: string }[];
  consultationMinutes: number;
}

/** Why one week cannot be booked, the first reason in this order, or null when it is free. */
export function skipReason(occurrence: { date: string; startsAt: string }, facts: WeekFacts): SeriesSkipReason | null {
  const start = Date.parse(occurrence.startsAt);
  const end = start + facts.consultationMinutes * 60_000;
  const overlapsPatient = facts.patientBusy.some((other) => start < Date.parse(other.endsAt) && end > Date.parse(other.startsAt));
  const slot = facts.slotsByDay.get(occurrence.date)?.find((candidate) => candidate.startsAt === occurrence.startsAt);
  if (occurrence.date > facts.lastBookableDay) return 'past_horizon';
  if (facts.blockedDays.has(occurrence.date)) return 'blocked';
  if (!slot) return 'outside_agenda';
  if (!slot.available) return 'taken';
  if (overlapsPatient) return 'patient_overlap';
  return null;
}

/** Every week of the series with its reason, in the reader's words. */
export function judgeWeeks(
  weeks: ReturnType<typeof seriesOccurrences>,
  facts: WeekFacts,
  reader: SeriesRequest['reader'],
): SeriesWeek[] {
  const labels = reader === 'patient' ? seriesSkipLabels : seriesSkipLabelsForPsychologist;
  return weeks.map((occurrence) => {
    const reason = skipReason(occurrence, facts);
    return { ...occurrence, free: reason === null, reason, reasonLabel: reason ? labels[reason] : null };
  });
}

/**
 * Checks every week exactly as a single booking is checked, through `db` (the booking's transaction):
 * the booking horizon, blocked dates, the psychologist's agenda (a slot starting at that time must
 * exist), the slot's being free (live appointments, the interval, the minimum notice) and the patient's
 * own consultations.
 */
export async function planSeries(
  services: Pick<AppServices, 'config' | 'now'> & { db: Db },
  psychologist: BookablePsychologist,
  request: SeriesRequest,
): Promise<SeriesWeek[]> {
  const { db, config } = services;
  const weeks = seriesOccurrences(request.startsAt, request.weeks, config.timeZone);
  const firstDay = weeks[0]?.date ?? localDayOf(request.startsAt, config.timeZone);
  const lastDay = addDays(firstDay, 7 * (request.weeks - 1));
  const span = 7 * (request.weeks - 1) + 1;
  const duration = psychologist.consultationMinutes * 60_000;
  const lastEnd = new Date(Date.parse(weeks.at(-1)?.startsAt ?? request.startsAt) + duration).toISOString();
  const [horizon, schedule, blocked, patientBusy] = await Promise.all([
    bookableDays(services),
    slotsForRange(services, psychologist, firstDay, span),
    availability.selectBlockedDates(db, psychologist.id, firstDay, lastDay),
    repository.selectPatientBusy(db, request.patientId, request.startsAt, lastEnd),
  ]);
  const facts: WeekFacts = {
    lastBookableDay: horizon.last,
    blockedDays: new Set(blocked.map((row) => row.date)),
    slotsByDay: new Map(schedule.map((day) => [day.date, day.slots])),
    patientBusy,
    consultationMinutes: psychologist.consultationMinutes,
  };
  return judgeWeeks(weeks, facts, request.reader);
}
