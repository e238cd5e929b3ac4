import { describe, expect, test } from 'vitest';
import { receiptLine, receiptValue } from './receipt-file.ts';

const row = {
  id: 1,
  startsAt: '2026-11-18T02:30:00.000Z',
  priceCents: 15000,
  patientId: 7,
  patientName: 'Paciente',
  patientCpf: '52998224725' as string | null,
  payerCpf: null as string | null,
};

describe('receiptValue', () => {
  test.each([
    [15000, '150,00'],
    [123456, '1234,56'],
    [5, '0,05'],
    [100000000, '1000000,00'],
  ])('%i centavos -> %s', (cents, text) => {
    expect(receiptValue(cents)).toBe(text);
  });
});

describe('receiptLine', () => {
  test('a patient paying for themself is both payer and beneficiary', () => {
    expect(receiptLine(row, 'America/Sao_Paulo')).toEqual([
      '17/11/2026',
      'R01.001.001',
      '255',
      '150,00',
      '',
      'Consulta de psicologia',
      'PF',
      '52998224725',
      '52998224725',
      '',
    ]);
  });

  test('the date is the local day of the platform time zone', () => {
    expect(receiptLine(row, 'UTC')[0]).toBe('18/11/2026');
  });

  test('a responsável financeiro pays; S marks a beneficiary without a CPF', () => {
    expect(receiptLine({ ...row, payerCpf: '11144477735' }, 'America/Sao_Paulo').slice(7)).toEqual([
      '11144477735',
      '52998224725',
      '',
    ]);
    expect(receiptLine({ ...row, payerCpf: '11144477735', patientCpf: null }, 'America/Sao_Paulo').slice(7)).toEqual([
      '11144477735',
      '',
      'S',
    ]);
  });
});
