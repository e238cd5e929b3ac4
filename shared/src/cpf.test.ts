import { describe, expect, test } from 'vitest';
import { formatCpf, isValidCpf } from './cpf.ts';

/** CPFs whose check digits were worked out by hand (mod 11, weights 10..2 then 11..2). */
const validCpfs = ['529.982.247-25', '111.444.777-35', '390.533.447-05'];

describe('isValidCpf', () => {
  test.each(validCpfs)('accepts %s, formatted or as bare digits', (cpf) => {
    expect(isValidCpf(cpf)).toBe(true);
    expect(isValidCpf(cpf.replace(/\D/g, ''))).toBe(true);
  });

  test.each([
    ['a wrong second check digit', '529.982.247-24'],
    ['a wrong first check digit', '529.982.247-15'],
    ['a changed base digit', '529.982.248-25'],
    ['ten digits', '5299822472'],
    ['twelve digits', '529982247251'],
    ['one repeated digit', '111.111.111-11'],
    ['letters among the digits', '529.982.247-2A'],
    ['nothing', ''],
  ])('refuses %s', (_name, cpf) => {
    expect(isValidCpf(cpf)).toBe(false);
  });
});

test('formatCpf puts the dots and the dash', () => {
  expect(formatCpf('52998224725')).toBe('529.982.247-25');
});
