import { DomainError } from '../../errors.ts';
import { appointmentMessages } from '@acolhe/shared/appointments';
import { addDays, daysWindow, localDayOf } from '@acolhe/shared/calendar';
import type { Db } from '../../db/connection.ts';
import type { AppServices } from '../../services.ts';
import * as repository from './availability.repository.ts';
import { computeSlots, type DaySlots } from './slot-engine.ts';

/** How far ahead patients can book. */
export const bookingHorizonDays = 60;

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
  const range = daysWindow(from, last, config.timeZone);
  const [windows, blocked, busy] = await Promise.all([
    repository.selectAvailabilityWindows(db, psychologist.id),
    repository.selectBlockedDates(db, psychologist.id, from, last),
    repository.selectBusyIntervals(db, psychologist.id, range.start.toISOString(), range.end.toISOString()),
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
    now: services.now(),
    timeZone: config.timeZone,
  });
}

export function todayIn(services: Pick<AppServices, 'config' | 'now'>): string {
  return localDayOf(services.now(), services.config.timeZone);
}

/** Local days of the booking horizon with at least one free slot. */
export async function availableDates(services: AppServices, psychologist: BookablePsychologist, days = bookingHorizonDays) {
  const schedule = await slotsForRange(services, psychologist, todayIn(services), days);
  return schedule.filter((day) => day.slots.some((slot) => slot.available)).map((day) => day.date);
}

export async function slotsForDay(services: AppServices, psychologist: BookablePsychologist, date: string) {
  const [day] = await slotsForRange(services, psychologist, date, 1);
  return day?.slots ?? [];
}
