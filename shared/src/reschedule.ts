import { z } from 'zod';
import { instantSchema } from './time.ts';

/**
 * Reschedule and video failure (issue 15; docs/decisions/product.md "Appointment status and its owner").
 *
 * A video failure is a consultation that started and either
 * - the psychologist marked 'Problema técnico' on it, or
 * - once its join window closed, both participants had joined inside that window but were in the room at
 *   the same time for less than `videoFailureMinutes` in all (their presence intervals, from the join and
 *   leave events recorded inside the window, intersected and added up; a join never followed by a leave
 *   counts until the window closes).
 * Such a consultation, and one the sweep cancelled because the psychologist never came (cancelled by
 * 'system'), may be rescheduled by the patient without penalty and whatever the notice, until
 * `freeRescheduleDays` after its original start.
 */
export const videoFailureMinutes = 10;
export const freeRescheduleDays = 30;

/** The reason stored (and e-mailed) when the sweep cancels because the psychologist never joined. */
export const psychologistAbsentReason = 'O profissional não entrou na sessão';

const appointmentId = z
  .number({ error: 'Consulta inválida' })
  .int('Consulta inválida')
  .positive('Consulta inválida');

export const rescheduleInput = z.object({
  id: appointmentId,
  startsAt: instantSchema,
});
export type RescheduleInput = z.infer<typeof rescheduleInput>;

export const technicalProblemInput = z.object({ appointmentId });

export const rescheduleMessages = {
  rescheduled: 'Consulta remarcada com sucesso!',
  /** Less than the appointment's notice is left: the patient may still cancel, late. */
  tooLate: (noticeHours: number) =>
    `Faltam menos de ${noticeHours}h para a consulta, por isso ela não pode mais ser remarcada. Você ainda pode cancelá-la, e isso contará como cancelamento tardio.`,
  notReschedulable: 'Esta consulta não pode ser remarcada.',
  freeRescheduleOver: `O prazo para reagendar sem custo (${freeRescheduleDays} dias após a consulta) terminou.`,
  reviewed: 'Esta consulta já foi avaliada e não pode ser reagendada.',
  sameSlot: 'Escolha um horário diferente do atual.',
  technicalProblemMarked: 'Problema técnico registrado. O paciente poderá reagendar sem custo.',
  technicalProblemNotStarted: 'Só é possível registrar um problema técnico depois do início da consulta.',
  technicalProblemNotAllowed: 'Não é possível registrar um problema técnico nesta consulta.',
} as const;
