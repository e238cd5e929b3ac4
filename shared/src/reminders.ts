/** The 24-hour reminder's one-click links and what the psychologist sees once a patient confirms. */

export const presenceConfirmedLabel = 'Presença confirmada';

/** Where a reminder's link leads: `/lembrete/<token>` (a page; its button posts to the same address). */
export const reminderLinkPrefix = '/lembrete';

/** A link token as the server writes it: 32 random bytes in base64url. */
export const reminderTokenPattern = /^[A-Za-z0-9_-]{43}$/;

export const reminderLinkMessages = {
  invalidTitle: 'Link inválido',
  invalid: 'Este link não é válido. Confira se o endereço foi copiado por inteiro do e-mail, ou entre no Acolhe para ver suas consultas.',
  usedTitle: 'Link já utilizado',
  used: 'Este link já foi usado e não vale mais. Entre no Acolhe para ver suas consultas.',
  expiredTitle: 'Link expirado',
  expired: 'Este link expirou: a consulta já começou.',
  notScheduledTitle: 'Consulta não agendada',
  notScheduled: 'Esta consulta não está mais agendada.',
  confirmTitle: 'Confirmar presença',
  confirmQuestion: 'Confirme que você vai participar desta consulta.',
  confirmButton: 'Confirmar presença',
  confirmedTitle: 'Presença confirmada',
  confirmed: 'Obrigado! Sua presença foi confirmada e o(a) psicólogo(a) já pode vê-la.',
  cancelTitle: 'Cancelar consulta',
  cancelQuestion: 'Tem certeza de que deseja cancelar esta consulta? O horário voltará a ficar disponível.',
  cancelButton: 'Sim, cancelar consulta',
  cancelledTitle: 'Consulta cancelada',
  refusedTitle: 'Não foi possível concluir',
  toApp: 'Ir para o Acolhe',
} as const;
