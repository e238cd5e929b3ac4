import { DomainError } from '../../errors.ts';
import { appointmentMessages } from '@acolhe/shared/appointment-messages';
import { addDays, localDayOf } from '@acolhe/shared/calendar';
import { daysWindow } from '@acolhe/shared/calendar-windows';
import type { Db } from '../../db/connection.ts';
import type { AppServices } from '../../services.ts';
import { readSettings } from '../platform-settings/platform-settings.ts';
import * as repository from './availability.repository.ts';
import { busyRangeFor, computeSlots, type DaySlots } from './slot-engine.ts';

/**
 * The local days patients can book right now: today through the booking horizon of the platform
 * settings, read on each call so an admin's change applies at once.
 */
export async function bookableDays(services: Pick<AppServices, 'config' | 'now' | 'db'>) {
  const { bookingHorizonDays } = await readSettings(services.db, ['bookingHorizonDays']);
  const first = todayIn(services);
  return { first, last: addDays(first, bookingHorizonDays - 1), days: bookingHorizonDays };
}

export type BookablePsychologist = NonNullable<Awaited<ReturnType<typeof repository.selectBookablePsychologist>>>;

export async function requireBookablePsychologist(db: Db, psychologistId: number): Promise<BookablePsychologist> {
  const psychologist = await repository.selectBookablePsychologist(db, psychologistId);
  if (!psychologist) throw new DomainError('NOT_FOUND', appointmentMessages.psychologistNotFound);
  return psychologist;
}

/** Slots of `days` local days from `from`, read from the database as it is now (also inside a transaction). */
export async function slotsForRange(
  services: Pick<AppServices, 'config' | 'now'> & { db: Db },
  psychologist: BookablePsychologist,
  from: string,
  days: number,
): Promise<DaySlots[]> {
  const { db, config } = services;
  const last = addDays(from, days - 1);
  const range = busyRangeFor(daysWindow(from, last, config.timeZone), psychologist.intervalMinutes);
  const [windows, blocked, busy, { bookingNoticeHours }] = await Promise.all([
    repository.selectAvailabilityWindows(db, psychologist.id),
    repository.selectBlockedDates(db, psychologist.id, from, last),
    repository.selectBusyIntervals(db, psychologist.id, range.start.toISOString(), range.end.toISOString()),
    readSettings(db, ['bookingNoticeHours']),
  ]);
  return computeSlots({
    rules: {
      consultationMinutes: psychologist.consultationMinutes,
      intervalMinutes: psychologist.intervalMinutes,
      windows,
      blockedDates: new Set(blocked.map((row) => row.date)),
    },
    busy: busy.map((row) => ({ startsAt: new Date(row.startsAt), endsAt: new Date(row.endsAt) })),
    from,
    days,
    // A slot closer than the platform's minimum notice is as unavailable as a past one.
    now: new Date(services.now().getTime() + bookingNoticeHours * 3_600_000),
    timeZone: config.timeZone,
  });
}

export function todayIn(services: Pick<AppServices, 'config' | 'now'>): string {
  return localDayOf(services.now(), services.config.timeZone);
}

/** Local days of the booking horizon with at least one free slot, from the cache while it holds. */
export async function availableDates(services: AppServices, psychologist: BookablePsychologist) {
  const { bookingHorizonDays, bookingNoticeHours } = await readSettings(services.db, [
    'bookingHorizonDays',
    'bookingNoticeHours',
  ]);
  const first = todayIn(services);
  const basis = [
    psychologist.availabilityVersion,
    psychologist.consultationMinutes,
    psychologist.intervalMinutes,
    bookingHorizonDays,
    bookingNoticeHours,
    first,
  ].join(':');
  const cached = services.availableDates.read(psychologist.id, basis, services.now());
  if (cached) return cached;

  const schedule = await slotsForRange(services, psychologist, first, bookingHorizonDays);
  const freeDays = schedule.filter((day) => day.slots.some((slot) => slot.available));
  const firstFree = freeDays[0]?.slots.find((slot) => slot.available);
  const dates = freeDays.map((day) => day.date);
  services.availableDates.write(psychologist.id, {
    basis,
    dates,
    expiresAt: firstFree ? Date.parse(firstFree.startsAt) - bookingNoticeHours * 3_600_000 : Infinity,
  });
  return dates;
}

export async function slotsForDay(services: AppServices, psychologist: BookablePsychologist, date: string) {
  const [day] = await slotsForRange(services, psychologist, date, 1);
  return day?.slots ?? [];
}
