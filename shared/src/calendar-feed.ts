/** Each user's private calendar subscription link (webcal), served outside tRPC. */

/** The feed's path: a 43-character random token (256 bits, base64url) and '.ics'. */
export const calendarFeedPrefix = '/calendar/';
export const calendarFeedTokenPattern = /^[A-Za-z0-9_-]{43}$/;

export function calendarFeedPath(token: string): string {
  return `${calendarFeedPrefix}${token}.ics`;
}

/** The same link for calendar apps: webcal:// opens the system's calendar to subscribe. */
export function webcalUrlOf(httpUrl: string): string {
  return httpUrl.replace(/^https?:\/\//, 'webcal://');
}

export interface CalendarFeedStatus {
  active: boolean;
  /** When the current link was made; null when there is none. */
  createdAt: string | null;
}

export interface NewCalendarFeed {
  /** https:// (or http:// in development): for Google Agenda's "Do URL". */
  url: string;
  webcalUrl: string;
  createdAt: string;
}

export const calendarFeedMessages = {
  created: 'Novo link de calendário gerado. O link anterior deixou de funcionar.',
  revoked: 'Link de calendário desativado',
  error: 'Não foi possível atualizar o link do calendário',
  patientCalendarName: 'Acolhe — minhas consultas',
  psychologistCalendarName: 'Acolhe — agenda de consultas',
  notFound: 'Calendário não encontrado. O link pode ter sido substituído por um novo.',
} as const;
