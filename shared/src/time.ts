import { z } from 'zod';

export const timeOfDaySchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Horário inválido (use HH:MM)');

export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Data inválida')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T12:00:00Z`)) && new Date(`${value}T12:00:00Z`).toISOString().startsWith(value), 'Data inválida');

export const instantSchema = z.iso.datetime({ message: 'Data e hora inválidas' });

/** The session join window (spec section 9): from 15 minutes before the start to 60 minutes after it. */
export const joinWindow = { opensMinutesBefore: 15, closesMinutesAfter: 60 } as const;

export function joinWindowOf(startsAt: string): { opensAt: Date; closesAt: Date } {
  const start = Date.parse(startsAt);
  return {
    opensAt: new Date(start - joinWindow.opensMinutesBefore * 60_000),
    closesAt: new Date(start + joinWindow.closesMinutesAfter * 60_000),
  };
}

export function isInsideJoinWindow(startsAt: string, now: Date): boolean {
  const { opensAt, closesAt } = joinWindowOf(startsAt);
  return now.getTime() >= opensAt.getTime() && now.getTime() <= closesAt.getTime();
}
