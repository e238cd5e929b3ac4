import { z } from 'zod';
import { rowId } from './row-id.ts';
import { cancellationNoticeSchema } from './appointments.ts';
import { minutesOfDay } from './calendar.ts';
import { weekdayNames } from './calendar-format.ts';
import { isoDateSchema, timeOfDaySchema } from './time.ts';
import { singleLine } from './text-fields.ts';
import { formatCount } from './format.ts';

export const consultationMinutesRange = { min: 15, max: 180 } as const;
export const intervalMinutesRange = { min: 0, max: 60 } as const;
export const maxSlots = 50;
export const blockedReasonMaxLength = 200;

/** ISO weekdays in the order the agenda lists them: Monday (1) to Sunday (7). */
export const agendaWeekdays = [1, 2, 3, 4, 5, 6, 7] as const;

/** Spec section 9: a new availability slot starts as 09:00-17:00. */
export const defaultNewSlot = { startTime: '09:00', endTime: '17:00' } as const;

export const agendaMessages = {
  saved: 'Configurações de agenda salvas com sucesso!',
  saveFailed: 'Erro ao salvar configurações de agenda',
  loadFailed: 'Não foi possível carregar sua agenda.',
  blockedAdded: 'Data bloqueada adicionada',
  blockedAddFailed: 'Erro ao bloquear data',
  blockedRemoved: 'Data bloqueada removida',
  blockedRemoveFailed: 'Erro ao remover data bloqueada',
  blockedNotFound: 'Data bloqueada não encontrada',
  pastDate: 'Não é possível bloquear uma data passada',
  duplicate: 'Esta data já está bloqueada',
  reasonRequired: 'Informe o motivo',
  reasonTooLong: `O motivo deve ter no máximo ${blockedReasonMaxLength} caracteres`,
  durationRange: 'A duração deve ficar entre 15 e 180 minutos',
  intervalRange: 'O intervalo deve ficar entre 0 e 60 minutos',
  tooManySlots: `Cadastre no máximo ${maxSlots} horários`,
  startBeforeEnd: 'O início deve ser antes do fim',
  weekdayInvalid: 'Dia da semana inválido',
  overlap: (weekday: number) => `Horários de ${weekdayNames[weekday] ?? 'um dia'} se sobrepõem`,
  /** The date is blocked anyway; consultations already booked on it are kept. */
  scheduledWarning: (count: number) =>
    `Atenção: há ${formatCount(count, 'consulta agendada', 'consultas agendadas')} neste dia.`,
} as const;

/** 'Data bloqueada adicionada', with the warning when the day already has scheduled consultations. */
export function blockedAddedMessage(scheduledCount: number): string {
  if (scheduledCount <= 0) return agendaMessages.blockedAdded;
  return `${agendaMessages.blockedAdded}. ${agendaMessages.scheduledWarning(scheduledCount)}`;
}

const minutesSchema = (range: { min: number; max: number }, message: string) =>
  z.number({ error: message }).int(message).min(range.min, message).max(range.max, message);

export const availabilitySlotInput = z.object({
  weekday: z
    .number({ error: agendaMessages.weekdayInvalid })
    .int(agendaMessages.weekdayInvalid)
    .min(1, agendaMessages.weekdayInvalid)
    .max(7, agendaMessages.weekdayInvalid),
  startTime: timeOfDaySchema,
  endTime: timeOfDaySchema,
  isAvailable: z.boolean(),
});
export type AvailabilitySlotInput = z.infer<typeof availabilitySlotInput>;

type SlotCheckContext = z.RefinementCtx<{ slots: AvailabilitySlotInput[] }>;

/** Each slot starts before it ends; slots of one weekday don't overlap (touching ends are fine). */
function checkSlots({ slots }: { slots: AvailabilitySlotInput[] }, ctx: SlotCheckContext) {
  const wellFormed = (time: string) => timeOfDaySchema.safeParse(time).success;
  const ordered: { index: number; weekday: number; start: number; end: number }[] = [];
  slots.forEach((slot, index) => {
    if (!wellFormed(slot.startTime) || !wellFormed(slot.endTime)) return;
    const start = minutesOfDay(slot.startTime);
    const end = minutesOfDay(slot.endTime);
    if (start >= end) {
      ctx.addIssue({
        code: 'custom',
        message: agendaMessages.startBeforeEnd,
        path: ['slots', index, 'endTime'],
      });
      return;
    }
    ordered.push({ index, weekday: slot.weekday, start, end });
  });
  ordered.sort((a, b) => a.weekday - b.weekday || a.start - b.start);
  // The latest end so far on the weekday: a slot may overlap an earlier, longer one, not only its neighbour.
  const latestEnd = new Map<number, number>();
  for (const slot of ordered) {
    const end = latestEnd.get(slot.weekday);
    latestEnd.set(slot.weekday, Math.max(end ?? 0, slot.end));
    if (end === undefined || slot.start >= end) continue;
    ctx.addIssue({
      code: 'custom',
      message: agendaMessages.overlap(slot.weekday),
      path: ['slots', slot.index, 'startTime'],
    });
  }
}

export const saveAgendaInput = z
  .object({
    consultationMinutes: minutesSchema(consultationMinutesRange, agendaMessages.durationRange),
    intervalMinutes: minutesSchema(intervalMinutesRange, agendaMessages.intervalRange),
    /** Hours of notice a patient's cancellation needs to be on time; left out, the one in force stays. */
    cancellationNoticeHours: cancellationNoticeSchema.optional(),
    slots: z.array(availabilitySlotInput).max(maxSlots, agendaMessages.tooManySlots),
  })
  .superRefine(checkSlots);
export type SaveAgendaInput = z.infer<typeof saveAgendaInput>;

export const addBlockedDateInput = z.object({
  date: isoDateSchema,
  reason: singleLine(
    z
      .string({ error: agendaMessages.reasonRequired })
      .trim()
      .min(1, agendaMessages.reasonRequired)
      .max(blockedReasonMaxLength, agendaMessages.reasonTooLong),
  ),
});
export type AddBlockedDateInput = z.infer<typeof addBlockedDateInput>;

export const removeBlockedDateInput = z.object({ id: rowId });
