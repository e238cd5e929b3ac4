import { z } from 'zod';
import { rowId } from './row-id.ts';
import { instantSchema } from './time.ts';
import { multiLine } from './text-fields.ts';
import { appointmentMessages, lateCancellationLabel } from './appointment-messages.ts';

export const appointmentStatuses = ['scheduled', 'completed', 'cancelled', 'no_show', 'late_cancelled'] as const;
export type AppointmentStatus = (typeof appointmentStatuses)[number];

/** Both cancellations free the slot; only late_cancelled (a patient's, with less than the notice left) counts against the patient. */
export const cancelledStatuses: readonly AppointmentStatus[] = ['cancelled', 'late_cancelled'];

export function isCancelledStatus(status: AppointmentStatus): boolean {
  return cancelledStatuses.includes(status);
}

/** Who cancelled: the patient, the psychologist, or the platform itself (its sweep). */
export const cancelledByRoles = ['patient', 'psychologist', 'system'] as const;
export type CancelledByRole = (typeof cancelledByRoles)[number];

/** The notices a psychologist may ask for, in hours; 24 unless they choose another. */
export const cancellationNoticeOptions = [0, 12, 24, 48] as const;
export type CancellationNoticeHours = (typeof cancellationNoticeOptions)[number];
export const defaultCancellationNoticeHours: CancellationNoticeHours = 24;

export const cancellationNoticeLabels: Record<CancellationNoticeHours, string> = {
  0: 'Sem antecedência mínima (até o início)',
  12: '12 horas antes',
  24: '24 horas antes',
  48: '48 horas antes',
};

export const cancellationNoticeSchema = z.literal(cancellationNoticeOptions, {
  error: 'Escolha uma antecedência de 0, 12, 24 ou 48 horas',
});

/** Labels for lists where the appointment's notice is not at hand (late_cancelled reads its N where it is). */
export const appointmentStatusLabels: Record<AppointmentStatus, string> = {
  scheduled: 'Agendada',
  completed: 'Concluída',
  cancelled: 'Cancelada',
  no_show: 'Não compareceu',
  late_cancelled: 'Cancelada com atraso',
};

/** The label of one appointment's status; a late cancellation names the notice it was booked with. */
export function appointmentStatusLabel(status: AppointmentStatus, cancellationNoticeHours: number): string {
  return status === 'late_cancelled' ? lateCancellationLabel(cancellationNoticeHours) : appointmentStatusLabels[status];
}

/**
 * When a patient's cancellation stops being on time: `noticeHours` before the start. Exactly the notice
 * left is on time; one millisecond less is late.
 */
export function lateCancellationFrom(startsAt: string, noticeHours: number): number {
  return Date.parse(startsAt) - noticeHours * 3_600_000;
}

export function isLateCancellation(startsAt: string, noticeHours: number, now: Date): boolean {
  return now.getTime() > lateCancellationFrom(startsAt, noticeHours);
}

export const bookInput = z.object({
  psychologistId: rowId,
  startsAt: instantSchema,
});

export const appointmentIdInput = z.object({ id: rowId });

/** A patient's cancellation; `acceptLate` says they saw the late-cancellation warning. */
export const cancelInput = appointmentIdInput.extend({ acceptLate: z.boolean().default(false) });

/** The reason a psychologist gives (and the patient reads in the e-mail). */
export const cancellationReasonSchema = multiLine(
  z
    .string({ error: appointmentMessages.cancelReasonRequired })
    .trim()
    .min(1, appointmentMessages.cancelReasonRequired)
    .max(500, appointmentMessages.cancelReasonTooLong),
);

export const psychologistCancelInput = z.object({
  appointmentId: rowId,
  reason: cancellationReasonSchema,
});
export type PsychologistCancelInput = z.infer<typeof psychologistCancelInput>;

export const appointmentFilters = ['all', 'scheduled', 'completed', 'cancelled'] as const;
export const appointmentListInput = z.object({
  status: z.enum(appointmentFilters).default('all'),
});

export const reviewInput = z.object({
  appointmentId: rowId,
  rating: z.number().int('A nota deve ser um número inteiro').min(1, 'Dê uma nota de 1 a 5').max(5, 'Dê uma nota de 1 a 5'),
  comment: multiLine(z.string().trim().max(1000, 'Comentário muito longo')).optional(),
});
