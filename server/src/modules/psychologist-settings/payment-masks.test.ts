import { describe, expect, test } from 'vitest';
import { maskCpf } from '@acolhe/shared/cpf';
import {
  maskAccount,
  maskCnpj,
  maskEmail,
  maskPhone,
  maskPixKey,
  maskRandomKey,
  maskTaxDocument,
} from './payment-masks.ts';

describe('payment masks', () => {
  test('a CPF shows only its middle six digits', () => {
    expect(maskCpf('52998224725')).toBe('***.982.247-**');
    expect(maskTaxDocument('52998224725')).toBe('***.982.247-**');
  });

  test('a CNPJ hides its first two and its check digits', () => {
    expect(maskCnpj('11222333000181')).toBe('**.222.333/0001-**');
    expect(maskTaxDocument('12ABC34501DE35')).toBe('**.ABC.345/01DE-**');
  });

  test('an account shows its last two digits and the check digit', () => {
    expect(maskAccount('12345678', '5')).toBe('******78-5');
    expect(maskAccount('1234', 'X')).toBe('****-X');
  });

  test('an e-mail keeps its first letter and its domain', () => {
    expect(maskEmail('joana.silva@clinica.com.br')).toBe('j***@clinica.com.br');
  });

  test('a phone keeps country, area code and last four digits', () => {
    expect(maskPhone('+5511988887777')).toBe('+55 (11) *****-7777');
  });

  test('a random key keeps its first and last four characters', () => {
    expect(maskRandomKey('123e4567-e89b-12d3-a456-426614174000')).toBe(
      '123e****-****-****-****-********4000',
    );
  });

  test('maskPixKey picks the mask of the key type', () => {
    expect(maskPixKey('cpf', '52998224725')).toBe('***.982.247-**');
    expect(maskPixKey('email', 'a@b.co')).toBe('a***@b.co');
    expect(maskPixKey('phone', '+5521977776666')).toBe('+55 (21) *****-6666');
  });
});
