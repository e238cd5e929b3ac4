import type { SaveAgendaInput } from '@acolhe/shared/agenda';
import type { RouterOutputs } from '../../lib/trpc.ts';

/** The psychologist's agenda as the server keeps it: settings, weekly slots, blocked dates. */
export type Agenda = RouterOutputs['agenda']['get'];
export type BlockedDate = Agenda['blockedDates'][number];

/** The agenda as the form edits it: slot ids are dropped because saving replaces every slot. */
export function toAgendaForm(agenda: Agenda): SaveAgendaInput {
  return {
    consultationMinutes: agenda.consultationMinutes,
    intervalMinutes: agenda.intervalMinutes,
    cancellationNoticeHours: agenda.cancellationNoticeHours,
    slots: agenda.slots.map(({ weekday, startTime, endTime, isAvailable }) => ({
      weekday,
      startTime,
      endTime,
      isAvailable,
    })),
  };
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
