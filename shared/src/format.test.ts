import { describe, expect, test } from 'vitest';
import { formatAmount, formatBytes, formatCount, formatInteger, formatMoney, formatRating, parseReais } from './format.ts';

describe('formatBytes', () => {
  test('picks the largest unit that keeps the figure at 1 or more, in pt-BR', () => {
    expect(formatBytes(0)).toBe('0 bytes');
    expect(formatBytes(512)).toBe('512 bytes');
    expect(formatBytes(1536)).toBe('1,5 kB');
    expect(formatBytes(12 * 1024 * 1024 + 300 * 1024)).toBe('12,3 MB');
    expect(formatBytes(3 * 1024 ** 4)).toBe('3.072 GB');
  });
});

describe('formatCount', () => {
  test('one takes the singular; zero and more take the plural, grouped in thousands', () => {
    expect(formatCount(1, 'avaliação', 'avaliações')).toBe('1 avaliação');
    expect(formatCount(0, 'avaliação', 'avaliações')).toBe('0 avaliações');
    expect(formatCount(2, 'consulta', 'consultas')).toBe('2 consultas');
    expect(formatCount(1234, 'consulta', 'consultas')).toBe('1.234 consultas');
  });
});

describe('pt-BR figures written without Intl', () => {
  const intl = (options: Intl.NumberFormatOptions) => new Intl.NumberFormat('pt-BR', options);
  const money = intl({ style: 'currency', currency: 'BRL' });
  const integer = intl({});
  const rating = intl({ minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const amount = intl({ minimumFractionDigits: 2, maximumFractionDigits: 2 });

  /** Edges by hand, then a deterministic spread over magnitudes, signs and fractions. */
  function samples(): number[] {
    const values = [0, 1, 4.85, 4.95, 1.05, 1.25, 2.45, 1.005, 0.05, 0.0004, 0.0005, 999.9999, 9.95, 99.995, 12.5, 2.5555];
    values.push(999, 1000, 9999, 10_000, 123_456, 1_234_567, 1e15, 123_456_789_012, 5e-7, 1e21, 2.5e22);
    let seed = 7;
    for (let index = 0; index < 3000; index += 1) {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      const magnitude = 10 ** ((seed % 13) - 4);
      values.push(((seed / 2_147_483_648) * magnitude * (index % 5 === 0 ? -1 : 1)));
    }
    return values;
  }

  test('integers, ratings and amounts read exactly as Intl.NumberFormat writes them', () => {
    for (const value of samples()) {
      expect(formatInteger(value), String(value)).toBe(integer.format(value));
      expect(formatRating(value), String(value)).toBe(rating.format(value));
    }
  });

  test('money and spreadsheet amounts from whole and odd centavos', () => {
    for (const value of [...samples(), 15_000, -150, 1, 99, 100_000_000]) {
      const cents = Math.round(value * 100);
      expect(formatMoney(cents), String(cents)).toBe(money.format(cents / 100));
      expect(formatAmount(cents), String(cents)).toBe(amount.format(cents / 100));
      expect(formatMoney(value), String(value)).toBe(money.format(value / 100));
    }
  });

  test('what has no plain decimal form is still written by Intl', () => {
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      expect(formatInteger(value)).toBe(integer.format(value));
      expect(formatMoney(value)).toBe(money.format(value / 100));
    }
  });
});

describe('parseReais', () => {
  test('reads amounts as people type them in Brazil', () => {
    expect(parseReais('150')).toBe(150);
    expect(parseReais('150,5')).toBe(150.5);
    expect(parseReais('150,50')).toBe(150.5);
    expect(parseReais('1.234,56')).toBe(1234.56);
    expect(parseReais('1.500')).toBe(1500);
    expect(parseReais('R$ 90,00')).toBe(90);
    expect(parseReais(' 2.000 ')).toBe(2000);
  });

  test('takes a dot before one or two digits as the decimal point', () => {
    expect(parseReais('234.56')).toBe(234.56);
    expect(parseReais('99.9')).toBe(99.9);
  });

  test('is undefined for nothing or what is not an amount', () => {
    for (const typed of ['', '   ', 'abc', '1,2,3', '12.34.5', '-10', '1.23,4.5', '150,555', '1,500.25']) {
      expect(parseReais(typed)).toBeUndefined();
    }
  });
});
