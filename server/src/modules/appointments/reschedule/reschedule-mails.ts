import { formatDateTime } from '@acolhe/shared/calendar-format';
import { freeRescheduleDays } from '@acolhe/shared/reschedule';

interface Participants {
  patientName: string;
  psychologistName: string;
  startsAt: string;
}

/** Both sides read the old and the new time; the .ics REQUEST beside it moves the event in their calendar. */
export function rescheduleMails(who: Participants, previousStartsAt: string, timeZone: string) {
  const before = formatDateTime(previousStartsAt, timeZone);
  const after = formatDateTime(who.startsAt, timeZone);
  return {
    patient: {
      subject: 'Consulta remarcada',
      text: `Olá, ${who.patientName}!\n\nSua consulta com ${who.psychologistName} foi remarcada.\nAntes: ${before}\nAgora: ${after}\n\nVocê pode entrar na sala de vídeo a partir de 15 minutos antes, em "Minhas consultas".\n\nEquipe Acolhe`,
    },
    psychologist: {
      subject: 'Consulta remarcada',
      text: `Olá, ${who.psychologistName}!\n\n${who.patientName} remarcou a consulta com você.\nAntes: ${before}\nAgora: ${after}\n\nO horário anterior voltou a ficar disponível.\n\nEquipe Acolhe`,
    },
  };
}

/** Where the patient finds 'Reagendar sem custo'. */
function patientAppointmentsUrl(publicUrl: string): string {
  return `${publicUrl}/patient/appointments`;
}

/** The offer both mails of a consultation not held against the patient end with. */
function freeReschedule(psychologistName: string, publicUrl: string): string {
  return `Você pode reagendar sem custo com ${psychologistName} em até ${freeRescheduleDays} dias após a data da consulta, em "Minhas consultas" ("Reagendar sem custo"):\n${patientAppointmentsUrl(publicUrl)}`;
}

/** The sweep cancelled because the psychologist never joined: not held against the patient, who may reschedule free. */
export function systemCancellationMails(who: Participants, timeZone: string, publicUrl: string) {
  const when = formatDateTime(who.startsAt, timeZone);
  return {
    patient: {
      subject: 'Sua consulta foi cancelada: o profissional não entrou na sessão',
      text: `Olá, ${who.patientName}.\n\n${who.psychologistName} não entrou na sessão de ${when}, por isso a consulta foi cancelada. Este cancelamento não conta contra você.\n\n${freeReschedule(who.psychologistName, publicUrl)}\n\nEquipe Acolhe`,
    },
    psychologist: {
      subject: 'Consulta cancelada: você não entrou na sessão',
      text: `Olá, ${who.psychologistName}.\n\nVocê não entrou na sessão de ${when} com ${who.patientName}, por isso a consulta foi cancelada automaticamente. O paciente foi avisado e pode reagendar sem custo.\n\nEquipe Acolhe`,
    },
  };
}

/** The psychologist marked 'Problema técnico': the patient learns it is not held against them and how to reschedule free. */
export function technicalProblemMail(who: Participants, timeZone: string, publicUrl: string) {
  const when = formatDateTime(who.startsAt, timeZone);
  return {
    subject: 'Problema técnico na sua consulta: reagende sem custo',
    text: `Olá, ${who.patientName}.\n\n${who.psychologistName} registrou um problema técnico na sessão de ${when}. Isso não conta contra você.\n\n${freeReschedule(who.psychologistName, publicUrl)}\n\nEquipe Acolhe`,
  };
}
