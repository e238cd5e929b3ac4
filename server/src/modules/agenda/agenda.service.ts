import { TZDate } from '@date-fns/tz';
import { addDays, format } from 'date-fns';
import { agendaMessages, type AddBlockedDateInput, type SaveAgendaInput } from '@acolhe/shared/agenda';
import { DomainError, isUniqueViolation } from '../../errors.ts';
import type { AppServices } from '../../services.ts';
import * as repository from './agenda.repository.ts';

const dateFormat = 'yyyy-MM-dd';

/** Today's calendar date in the platform time zone. */
function localToday(services: AppServices): string {
  return format(new TZDate(services.now(), services.config.timeZone), dateFormat);
}

function localDateOf(instant: string, timeZone: string): string {
  return format(new TZDate(instant, timeZone), dateFormat);
}

/** The UTC instants [from, to) of one calendar day in the time zone (23 or 25 hours across a DST change). */
function utcRangeOfDays(firstDate: string, lastDate: string, timeZone: string): { from: string; to: string } {
  const startOf = (date: string) => {
    const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
    return new TZDate(year, month - 1, day, timeZone);
  };
  return {
    from: new Date(startOf(firstDate).getTime()).toISOString(),
    to: new Date(addDays(startOf(lastDate), 1).getTime()).toISOString(),
  };
}

/** Scheduled consultations per local calendar day, for the days between firstDate and lastDate. */
async function scheduledCountsByDay(
  services: AppServices,
  psychologistId: number,
  firstDate: string,
  lastDate: string,
): Promise<Map<string, number>> {
  const timeZone = services.config.timeZone;
  const starts = await repository.selectScheduledStarts(
    services.db,
    psychologistId,
    utcRangeOfDays(firstDate, lastDate, timeZone),
  );
  const counts = new Map<string, number>();
  for (const startsAt of starts) {
    const day = localDateOf(startsAt, timeZone);
    counts.set(day, (counts.get(day) ?? 0) + 1);
  }
  return counts;
}

async function upcomingBlockedDates(services: AppServices, psychologistId: number) {
  const rows = await repository.selectBlockedDatesFrom(services.db, psychologistId, localToday(services));
  const first = rows[0];
  const last = rows.at(-1);
  if (!first || !last) return [];
  const counts = await scheduledCountsByDay(services, psychologistId, first.date, last.date);
  return rows.map((row) => ({ ...row, scheduledCount: counts.get(row.date) ?? 0 }));
}

export async function getAgenda(services: AppServices, psychologistId: number) {
  const settings = await repository.selectAgendaSettings(services.db, psychologistId);
  const slots = await repository.selectSlots(services.db, psychologistId);
  return {
    consultationMinutes: settings.consultationMinutes,
    intervalMinutes: settings.intervalMinutes,
    slots: slots.map((slot) => ({ ...slot, isAvailable: slot.isAvailable === 1 })),
    blockedDates: await upcomingBlockedDates(services, psychologistId),
  };
}

/** Replaces settings and the whole weekly availability at once, so a failure leaves the old agenda intact. */
export async function saveAgenda(services: AppServices, psychologistId: number, input: SaveAgendaInput) {
  await services.db.transaction().execute(async (trx) => {
    await repository.updateAgendaSettings(trx, psychologistId, input);
    await repository.deleteSlots(trx, psychologistId);
    await repository.insertSlots(trx, psychologistId, input.slots);
  });
  return getAgenda(services, psychologistId);
}

/**
 * Blocks a day from today on. Consultations already scheduled that day are kept (the patient booked in
 * good faith); the count tells the psychologist how many they still have to attend or cancel.
 */
export async function addBlockedDate(
  services: AppServices,
  psychologistId: number,
  input: AddBlockedDateInput,
) {
  if (input.date < localToday(services)) throw new DomainError('BAD_REQUEST', agendaMessages.pastDate);
  let inserted: Awaited<ReturnType<typeof repository.insertBlockedDate>>;
  try {
    inserted = await repository.insertBlockedDate(services.db, { psychologistId, ...input });
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError('CONFLICT', agendaMessages.duplicate);
    throw error;
  }
  const counts = await scheduledCountsByDay(services, psychologistId, input.date, input.date);
  const scheduledCount = counts.get(input.date) ?? 0;
  return { blockedDate: { ...inserted, scheduledCount }, scheduledCount };
}

export async function removeBlockedDate(services: AppServices, psychologistId: number, id: number) {
  const removed = await repository.deleteBlockedDate(services.db, psychologistId, id);
  if (!removed) throw new DomainError('NOT_FOUND', agendaMessages.blockedNotFound);
  return { id };
}
