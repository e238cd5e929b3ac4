import { describe, expect, test } from 'vitest';
import { cnpjFromBase, formatCnpj, isValidCnpj, onlyDigits } from './cnpj.ts';

/** Real, published CNPJs (check digits verified independently). */
const validCnpjs = [
  '11.222.333/0001-81',
  '11.444.777/0001-61',
  '00.000.000/0001-91', // Banco do Brasil
  '33.000.167/0001-01', // Petrobras
  '60.701.190/0001-04', // Itaú Unibanco
];

describe('isValidCnpj', () => {
  test.each(validCnpjs)('accepts %s, formatted or as bare digits', (cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(true);
    expect(isValidCnpj(onlyDigits(cnpj))).toBe(true);
    expect(isValidCnpj(` ${cnpj.replace('/', ' / ')} `)).toBe(true);
  });

  test.each([
    ['a wrong second check digit', '11.222.333/0001-82'],
    ['a wrong first check digit', '11.222.333/0001-91'],
    ['swapped check digits', '11.222.333/0001-18'],
    ['a changed base digit', '11.222.334/0001-81'],
    ['13 digits', '1122233300018'],
    ['15 digits', '112223330001810'],
    ['nothing', ''],
    ['no digits at all', 'CNPJ inválido'],
    ['all zeros', '00.000.000/0000-00'],
    ['one repeated digit', '11.111.111/1111-11'],
    ['another repeated digit', '99999999999999'],
  ])('refuses %s (%s)', (_label, cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(false);
  });

  // Since July 2026 the Receita Federal issues alphanumeric CNPJs (IN RFB 2.229/2024): letters in the first
  // 12 positions, check digits computed from each character's ASCII code minus 48. This is the Receita's own
  // example. KNOWN GAP: onlyDigits() drops the letters, so companies registered since then are refused.
  test('accepts an alphanumeric CNPJ (Receita Federal example 12.ABC.345/01DE-35)', () => {
    expect(isValidCnpj('12.ABC.345/01DE-35')).toBe(true);
  });
});

describe('cnpjFromBase', () => {
  test.each(validCnpjs)('completes the check digits of %s', (cnpj) => {
    expect(cnpjFromBase(onlyDigits(cnpj).slice(0, 12))).toBe(cnpj);
  });

  test('accepts a formatted base and ignores anything after 12 digits', () => {
    expect(cnpjFromBase('11.222.333/0001')).toBe('11.222.333/0001-81');
    expect(cnpjFromBase('11222333000199')).toBe('11.222.333/0001-81');
  });

  test('every generated CNPJ is valid', () => {
    for (let branch = 1; branch <= 50; branch += 1) {
      const base = `${String(40_000_000 + branch * 7919).padStart(8, '0')}${String(branch).padStart(4, '0')}`;
      const cnpj = cnpjFromBase(base);
      expect([cnpj, isValidCnpj(cnpj)]).toEqual([cnpj, true]);
    }
  });
});

describe('formatCnpj', () => {
  test('formats bare digits as 00.000.000/0000-00', () => {
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatCnpj('11.222.333/0001-81')).toBe('11.222.333/0001-81');
  });

  test('pads short input with leading zeros', () => {
    expect(formatCnpj('191')).toBe('00.000.000/0001-91');
  });

  test('cuts input longer than 14 digits', () => {
    expect(formatCnpj('112223330001819')).toBe('11.222.333/0001-81');
  });
});

describe('onlyDigits', () => {
  test('keeps only the digits', () => {
    expect(onlyDigits('11.222.333/0001-81')).toBe('11222333000181');
    expect(onlyDigits('abc')).toBe('');
  });
});
