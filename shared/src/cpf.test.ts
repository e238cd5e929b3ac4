import { describe, expect, test } from 'vitest';
import { cpfSchema, formatCpf, isValidCpf, maskCpf } from './cpf.ts';

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

describe('cpfSchema', () => {
  test('keeps the 11 digits of a valid CPF, typed with or without punctuation', () => {
    expect(cpfSchema().parse(' 529.982.247-25 ')).toBe('52998224725');
    expect(cpfSchema().parse('11144477735')).toBe('11144477735');
  });

  test.each([
    ['', 'Informe o CPF'],
    ['529.982.247-24', 'CPF inválido: confira os 11 dígitos'],
    ['111.111.111-11', 'CPF inválido: confira os 11 dígitos'],
  ])('refuses %j with a pt-BR message', (value, message) => {
    const result = cpfSchema().safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });

  test('names whose CPF it is in its messages', () => {
    const schema = cpfSchema('o CPF do responsável financeiro');
    expect(schema.safeParse('').error?.issues[0]?.message).toBe('Informe o CPF do responsável financeiro');
    expect(schema.safeParse('12345678900').error?.issues[0]?.message).toBe(
      'CPF do responsável financeiro inválido: confira os 11 dígitos',
    );
  });

  test('refuses what is not text', () => {
    expect(cpfSchema().safeParse(52998224725).error?.issues[0]?.message).toBe('Informe o CPF');
  });
});

test('maskCpf shows only the middle six digits', () => {
  expect(maskCpf('52998224725')).toBe('***.982.247-**');
});
