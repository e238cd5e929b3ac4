import { describe, expect, test } from 'vitest';
import { brazilianMobileE164Schema, brazilianPhoneSchema } from './phone.ts';

describe('brazilianPhoneSchema', () => {
  test.each([
    ['(11) 98888-7777', '(11) 98888-7777'],
    ['11988887777', '(11) 98888-7777'],
    ['+55 21 97777-6666', '(21) 97777-6666'],
    ['(11) 3333-4444', '(11) 3333-4444'],
  ])('accepts %s as %s', (input, stored) => {
    expect(brazilianPhoneSchema.parse(input)).toBe(stored);
  });

  test.each([
    ['the retired 8-digit mobile', '(11) 8888-7777'],
    ['no area code', '98888-7777'],
    ['an area code that does not exist', '(20) 98888-7777'],
    ['a foreign number', '+1 202 555 0143'],
    ['letters', 'telefone'],
  ])('refuses %s', (_name, input) => {
    const result = brazilianPhoneSchema.safeParse(input);
    expect(result.error?.issues[0]?.message).toBe('Informe um telefone brasileiro válido, com DDD');
  });
});

describe('brazilianMobileE164Schema', () => {
  test('gives +55 with area code and nine digits', () => {
    expect(brazilianMobileE164Schema.parse('+55 (11) 98888-7777')).toBe('+5511988887777');
    expect(brazilianMobileE164Schema.parse('11 98888-7777')).toBe('+5511988887777');
  });

  test('refuses a landline', () => {
    expect(brazilianMobileE164Schema.safeParse('(11) 3333-4444').success).toBe(false);
  });
});
