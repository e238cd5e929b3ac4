import { describe, expect, it } from 'vitest';
import { adminPeriodInput, psychologistPeriodInput, type PeriodKey } from '@acolhe/shared/metrics';
import { currentMonthPeriod, periodView, resolvePeriod } from './periods.ts';

const clock = { timeZone: 'America/Sao_Paulo', now: new Date('2026-11-24T15:00:00Z') };

function describePeriod(key: PeriodKey) {
  const period = resolvePeriod(key, clock);
  return {
    window: [period.window.start.toISOString(), period.window.end.toISOString()],
    previous: [period.previous.start.toISOString(), period.previous.end.toISOString()],
    months: period.months,
  };
}

describe('periods', () => {
  it('"N dias" are N local days ending today, after N days of the same length', () => {
    expect(describePeriod('7d')).toEqual({
      window: ['2026-11-18T03:00:00.000Z', '2026-11-25T03:00:00.000Z'],
      previous: ['2026-11-11T03:00:00.000Z', '2026-11-18T03:00:00.000Z'],
      months: ['2026-11'],
    });
    expect(describePeriod('30days')).toEqual({
      window: ['2026-10-26T03:00:00.000Z', '2026-11-25T03:00:00.000Z'],
      previous: ['2026-09-26T03:00:00.000Z', '2026-10-26T03:00:00.000Z'],
      months: ['2026-10', '2026-11'],
    });
    expect(describePeriod('90d').window[0]).toBe('2026-08-27T03:00:00.000Z');
    expect(describePeriod('90days').previous[0]).toBe('2026-05-29T03:00:00.000Z');
  });

  it('"N meses" are this month and the N − 1 before, after N whole months; "1 ano" is 12 meses', () => {
    expect(describePeriod('6m')).toEqual({
      window: ['2026-06-01T03:00:00.000Z', '2026-12-01T03:00:00.000Z'],
      previous: ['2025-12-01T03:00:00.000Z', '2026-06-01T03:00:00.000Z'],
      months: ['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'],
    });
    expect(describePeriod('1year')).toEqual(describePeriod('12m'));
    expect(describePeriod('12m').previous[0]).toBe('2024-12-01T03:00:00.000Z');
  });

  it('this month comes after the previous month, and a view names its local days', () => {
    const month = currentMonthPeriod(clock);
    expect(month.previous.start.toISOString()).toBe('2026-10-01T03:00:00.000Z');
    expect(periodView(month, clock.timeZone)).toEqual({
      key: 'month',
      label: 'nov/2026',
      firstDay: '2026-11-01',
      lastDay: '2026-11-30',
      start: '2026-11-01T03:00:00.000Z',
      end: '2026-12-01T03:00:00.000Z',
      months: [{ month: '2026-11', label: 'nov/2026' }],
    });
  });

  it('validates the period keys of each side, with their defaults', () => {
    expect(psychologistPeriodInput.parse({})).toEqual({ period: '6m' });
    expect(adminPeriodInput.parse({})).toEqual({ period: '30days' });
    expect(adminPeriodInput.safeParse({ period: '6m' }).error?.issues[0]?.message).toBe('Período inválido');
  });
});
