export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** An iCalendar invitation (or its cancellation) about one appointment, sent with the message. */
  calendar?: MailCalendar;
}

export interface MailCalendar {
  method: 'REQUEST' | 'CANCEL';
  /** The whole VCALENDAR text (modules/calendar/ics-writer.ts). */
  content: string;
  appointmentId: number;
}
