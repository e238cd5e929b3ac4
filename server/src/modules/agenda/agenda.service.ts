import { agendaMessages, type AddBlockedDateInput, type SaveAgendaInput } from '@acolhe/shared/agenda';
import { cancellationNoticeSchema } from '@acolhe/shared/appointments';
import { localDayOf, todayIn } from '@acolhe/shared/calendar';
import { daysWindow } from '@acolhe/shared/calendar-windows';
import { DomainError, isUniqueViolation } from '../../errors.ts';
import type { AppServices } from '../../services.ts';
import * as repository from './agenda.repository.ts';

function localToday(services: AppServices): string {
  return todayIn(services.config.timeZone, services.now());
}

/** Scheduled consultations per local calendar day, for the days between firstDate and lastDate. */
async function scheduledCountsByDay(
  services: AppServices,
  psychologistId: number,
  firstDate: string,
  lastDate: string,
): Promise<Map<string, number>> {
  const timeZone = services.config.timeZone;
  const { start, end } = daysWindow(firstDate, lastDate, timeZone);
  const starts = await repository.selectScheduledStarts(services.db, psychologistId, { from: start.toISOString(), to: end.toISOString() });
  const counts = new Map<string, number>();
  for (const startsAt of starts) {
    const day = localDayOf(startsAt, timeZone);
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

/** The column's CHECK allows only the options; parsing narrows the number to them. */
const toNotice = (hours: number) => cancellationNoticeSchema.parse(hours);

export async function getAgenda(services: AppServices, psychologistId: number) {
  const settings = await repository.selectAgendaSettings(services.db, psychologistId);
  const slots = await repository.selectSlots(services.db, psychologistId);
  return {
    consultationMinutes: settings.consultationMinutes,
    intervalMinutes: settings.intervalMinutes,
    cancellationNoticeHours: toNotice(settings.cancellationNoticeHours),
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
