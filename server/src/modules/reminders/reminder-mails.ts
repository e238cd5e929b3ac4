import { formatDateTime } from '@acolhe/shared/calendar-format';
import type { ReminderKind } from './reminders.repository.ts';

interface Participants {
  patientName: string;
  psychologistName: string;
  startsAt: string;
}

/** The patient's one-click links, present on the 24-hour reminder only. */
export interface ReminderLinks {
  confirm: string;
  cancel: string;
}

const lead = { '24h': 'amanhã', '1h': 'em 1 hora' } as const;

export function reminderMails(who: Participants, kind: ReminderKind, timeZone: string, links: ReminderLinks | null) {
  const when = formatDateTime(who.startsAt, timeZone);
  const linkLines = links
    ? `\nConfirmar presença: ${links.confirm}\nCancelar: ${links.cancel}\n\nOs links valem até o início da consulta e podem ser usados uma vez.\n`
    : '';
  return {
    patient: {
      subject: `Lembrete: sua consulta é ${lead[kind]}`,
      text: `Olá, ${who.patientName}!\n\nLembrete: sua consulta com ${who.psychologistName} é ${lead[kind]}, ${when}.\nVocê pode entrar na sala de vídeo a partir de 15 minutos antes, em "Minhas consultas".\n${linkLines}\nEquipe Acolhe`,
    },
    psychologist: {
      subject: `Lembrete: consulta ${lead[kind]}`,
      text: `Olá, ${who.psychologistName}!\n\nLembrete: sua consulta com ${who.patientName} é ${lead[kind]}, ${when}.\n\nEquipe Acolhe`,
    },
  };
}
