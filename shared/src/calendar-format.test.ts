import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDay,
  formatDayAndMonth,
  formatDayTime,
  formatMonth,
  formatRelative,
  formatShortWeekday,
  formatWeekday,
  formatWeekdayAndDay,
} from './calendar-format.ts';

const saoPaulo = 'America/Sao_Paulo';

describe('calendar-format', () => {
  it('writes local days and months in pt-BR', () => {
    expect(formatDay('2026-03-07')).toBe('07/03/2026');
    expect(formatDayAndMonth('2026-03-07')).toBe('07/03');
    expect(formatMonth('2026-11')).toBe('nov/2026');
    expect(formatMonth('2027-01')).toBe('jan/2027');
  });

  it('writes instants in the zone given, and distances from now', () => {
    expect(formatDate('2026-12-01T01:30:00Z', saoPaulo)).toBe('30/11/2026');
    expect(formatDateTime('2026-11-24T12:00:00Z', saoPaulo)).toBe('24/11/2026 às 09:00');
    expect(formatDayTime('2026-11-24T12:00:00Z', 'America/Manaus')).toBe('24/11 às 08:00');
    expect(formatRelative('2026-11-24T12:15:00Z', '2026-11-24T12:00:00Z')).toBe('em 15 minutos');
    expect(formatRelative('2026-11-24T10:00:00Z', '2026-11-24T12:00:00Z')).toBe('há 2 horas');
    expect(formatRelative('2026-11-24T12:00:20Z', '2026-11-24T12:00:00Z')).toBe('agora');
    expect(formatRelative(new Date('2026-11-27T12:00:00Z'), Date.parse('2026-11-24T12:00:00Z'))).toBe('em 3 dias');
  });

  it('names the weekday of a local day, whatever zone the runtime is in', () => {
    expect(formatWeekday('2026-11-24')).toBe('Terça-feira');
    expect(formatWeekday('2026-11-29')).toBe('Domingo');
    expect(formatShortWeekday('2026-11-24')).toBe('Ter');
    expect(formatWeekdayAndDay('2026-11-23')).toBe('Seg. 23/11');
    expect(formatWeekdayAndDay('2026-11-28')).toBe('Sáb. 28/11');
  });
});
