import { formatDateTime } from '@acolhe/shared/calendar-format';

export function cancelledByDeletionMail(psychologistName: string, startsAt: string, timeZone: string) {
  return {
    subject: 'Consulta cancelada pelo paciente',
    text: [
      `Olá, ${psychologistName}.`,
      '',
      `A consulta de ${formatDateTime(startsAt, timeZone)} foi cancelada porque o(a) paciente excluiu a conta no Acolhe.`,
      'O horário voltou a ficar disponível na sua agenda.',
      '',
      'Equipe Acolhe',
    ].join('\n'),
  };
}
