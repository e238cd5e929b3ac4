import { describe, expect, it } from 'vitest';
import { formatOpening } from './session-format.ts';

const saoPaulo = 'America/Sao_Paulo';
// 23/11/2026 10:00 in São Paulo (UTC-3).
const now = Date.parse('2026-11-23T13:00:00Z');

describe('formatOpening', () => {
  it('counts minutes in the last hour, rounding up', () => {
    expect(formatOpening('2026-11-23T13:12:00Z', now, saoPaulo)).toBe('em 12 minutos');
    expect(formatOpening('2026-11-23T13:00:30Z', now, saoPaulo)).toBe('em 1 minuto');
    expect(formatOpening('2026-11-23T13:59:10Z', now, saoPaulo)).toBe('em 1 hora');
  });

  it('counts hours and minutes later the same day', () => {
    expect(formatOpening('2026-11-23T15:05:00Z', now, saoPaulo)).toBe('em 2 horas e 5 minutos');
    expect(formatOpening('2026-11-23T14:00:00Z', now, saoPaulo)).toBe('em 1 hora');
    // 23:45 in São Paulo is already the 24th in UTC, but still today on the platform's calendar.
    expect(formatOpening('2026-11-24T02:45:00Z', now, saoPaulo)).toBe('em 13 horas e 45 minutos');
  });

  it('says tomorrow with the local time', () => {
    expect(formatOpening('2026-11-24T18:45:00Z', now, saoPaulo)).toBe('amanhã às 15:45');
    expect(formatOpening('2026-11-24T03:30:00Z', now, saoPaulo)).toBe('amanhã às 00:30');
  });

  it('counts calendar days further ahead', () => {
    expect(formatOpening('2026-12-02T18:45:00Z', now, saoPaulo)).toBe('em 9 dias');
    expect(formatOpening('2026-11-25T12:00:00Z', now, saoPaulo)).toBe('em 2 dias');
    // Late at night the day after tomorrow is still two days away, not one.
    expect(formatOpening('2026-11-25T12:00:00Z', Date.parse('2026-11-24T02:50:00Z'), saoPaulo)).toBe('em 2 dias');
  });
});
