import { seriesSkipLabels, seriesSkipLabelsForPsychologist, type SeriesSkipReason, type SeriesWeek } from '@acolhe/shared/appointment-series';
import { addDays, instantAt, localDayOf, localTimeOf } from '@acolhe/shared/calendar';
import type { Db } from '../../../db/connection.ts';
import type { AppServices } from '../../../services.ts';
import { bookableDays, slotsForRange, type BookablePsychologist } from '../../availability/availability.service.ts';
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
  const blockedDays = new Set(blocked.map((row) => row.date));
  const slotsByDay = new Map(schedule.map((day) => [day.date, day.slots]));
  const labels = request.reader === 'patient' ? seriesSkipLabels : seriesSkipLabelsForPsychologist;

  return weeks.map((occurrence) => {
    const start = Date.parse(occurrence.startsAt);
    const overlapsPatient = patientBusy.some(
      (other) => start < Date.parse(other.endsAt) && start + duration > Date.parse(other.startsAt),
    );
    const slot = slotsByDay.get(occurrence.date)?.find((candidate) => candidate.startsAt === occurrence.startsAt);
    let reason: SeriesSkipReason | null = null;
    if (occurrence.date > horizon.last) reason = 'past_horizon';
    else if (blockedDays.has(occurrence.date)) reason = 'blocked';
    else if (!slot) reason = 'outside_agenda';
    else if (!slot.available) reason = 'taken';
    else if (overlapsPatient) reason = 'patient_overlap';
    return { ...occurrence, free: reason === null, reason, reasonLabel: reason ? labels[reason] : null };
  });
}
