import { describe, expect, test } from 'vitest';
import { crpMessages, crpSchema, normaliseCrp, presentPsychologist } from './crp.ts';

describe('normaliseCrp', () => {
  test.each([
    ['CRP 06/123456', 'CRP 06/123456'],
    ['06/123456', 'CRP 06/123456'],
    ['crp-06/123456', 'CRP 06/123456'],
    ['CRP 06 123456', 'CRP 06/123456'],
    ['06.123.456', 'CRP 06/123456'],
    ['  Crp06/1234  ', 'CRP 06/1234'],
    ['0112345', 'CRP 01/12345'],
    ['24/99999', 'CRP 24/99999'],
    ['CRP 05/01234', 'CRP 05/01234'],
  ])('%s -> %s', (typed, normalised) => {
    expect(normaliseCrp(typed)).toBe(normalised);
  });

  test.each([
    '',
    'CRP',
    '06/123',
    '06/1234567',
    '00/123456',
    '25/123456',
    'AB/123456',
    '6/123456',
    'CRP 06/12a456',
    'CRM 06/123456',
  ])('refuses %j', (typed) => {
    expect(normaliseCrp(typed)).toBeNull();
  });
});

describe('crpSchema', () => {
  test('gives the normalised value', () => {
    expect(crpSchema.parse(' crp 06.123456 ')).toBe('CRP 06/123456');
  });

  test('an invalid or empty CRP is a pt-BR field error', () => {
    expect(crpSchema.safeParse('12345').error?.issues[0]?.message).toBe(crpMessages.invalid);
    expect(crpSchema.safeParse('  ').error?.issues[0]?.message).toBe(crpMessages.required);
    expect(crpSchema.safeParse(undefined).error?.issues[0]?.message).toBe(crpMessages.required);
  });
});

describe('presentPsychologist', () => {
  test('reads name, title and CRP', () => {
    expect(presentPsychologist('Carlos Mendes', 'Psicólogo', 'CRP 06/123456')).toBe(
      'Carlos Mendes — Psicólogo — CRP 06/123456',
    );
    expect(presentPsychologist('Ana Lima', 'Psicóloga', null)).toBe('Ana Lima — Psicóloga');
  });
});
