import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import type { SaveAgendaInput } from '@acolhe/shared/agenda';
import { platformTimeZone } from '@acolhe/shared/format';
import { weekdayNames } from '@acolhe/shared/time';
import type { Agenda } from './agenda-types.ts';

/** The agenda as the form edits it: slot ids are dropped because saving replaces every slot. */
export function toAgendaForm(agenda: Agenda): SaveAgendaInput {
  return {
    consultationMinutes: agenda.consultationMinutes,
    intervalMinutes: agenda.intervalMinutes,
    slots: agenda.slots.map(({ weekday, startTime, endTime, isAvailable }) => ({
      weekday,
      startTime,
      endTime,
      isAvailable,
    })),
  };
}

/** Today as 'YYYY-MM-DD' in the platform time zone, the earliest date that can be blocked. */
export function platformToday(): string {
  return format(new TZDate(new Date(), platformTimeZone), 'yyyy-MM-dd');
}

/** 'YYYY-MM-DD' as dd/mm/aaaa; a calendar date, so no time zone is involved. */
export function formatCalendarDate(date: string): string {
  const [year = '', month = '', day = ''] = date.split('-');
  return `${day}/${month}/${year}`;
}

export function weekdayNameOf(date: string): string {
  const sundayBased = new Date(`${date}T12:00:00Z`).getUTCDay();
  return weekdayNames[sundayBased === 0 ? 7 : sundayBased] ?? '';
}

/** The first message anywhere in react-hook-form's nested errors (fields, then slots in order). */
export function firstErrorMessage(errors: unknown): string | undefined {
  if (typeof errors !== 'object' || errors === null) return undefined;
  if ('message' in errors && typeof errors.message === 'string' && errors.message) return errors.message;
  for (const [key, child] of Object.entries(errors)) {
    // `ref` is the DOM element the error belongs to: nothing to find there, and it is cyclic.
    if (key === 'ref') continue;
    const message = firstErrorMessage(child);
    if (message) return message;
  }
  return undefined;
}
