// What the patient and the psychologist read about appointments, apart from the schemas in appointments.ts:
// the public profile shows one of these messages and should not load zod to do it.

/** 'Cancelada com menos de 24h': the notice in force when the appointment was booked. */
export function lateCancellationLabel(noticeHours: number): string {
  return `Cancelada com menos de ${noticeHours}h`;
}

export const appointmentMessages = {
  missingDateOrTime: 'Por favor, selecione uma data e horário',
  booked: 'Consulta agendada com sucesso!',
  bookingFailed: 'Erro ao agendar consulta. Tente novamente.',
  slotTaken: 'Este horário não está mais disponível.',
  patientOverlap: 'Você já tem uma consulta neste horário.',
  cancelled: 'Consulta cancelada com sucesso',
  lateCancelled: (noticeHours: number) =>
    `Consulta cancelada. Como faltavam menos de ${noticeHours}h, ela conta como cancelamento tardio.`,
  lateWarning: (noticeHours: number) =>
    `Faltam menos de ${noticeHours}h para a consulta. O cancelamento contará como cancelamento tardio ('${lateCancellationLabel(noticeHours)}').`,
  /** The patient confirmed an on-time cancellation, but the notice ran out before it arrived. */
  lateNeedsConfirmation: (noticeHours: number) =>
    `Agora faltam menos de ${noticeHours}h para a consulta: o cancelamento contará como tardio. Confirme novamente para cancelar.`,
  cancelledByPsychologist: 'Consulta cancelada. O paciente foi avisado por e-mail.',
  cancelReasonRequired: 'Informe o motivo do cancelamento',
  cancelReasonTooLong: 'O motivo deve ter no máximo 500 caracteres',
  cancelFailed: 'Erro ao cancelar consulta',
  cannotCancelStarted: 'Não é possível cancelar uma consulta que já começou.',
  notScheduled: 'Esta consulta não está agendada.',
  appointmentNotFound: 'Consulta não encontrada',
  psychologistNotFound: 'Psicólogo não encontrado',
  reviewSaved: 'Avaliação enviada. Obrigado!',
  reviewOnlyCompleted: 'Só é possível avaliar consultas concluídas.',
  alreadyReviewed: 'Você já avaliou esta consulta.',
} as const;
