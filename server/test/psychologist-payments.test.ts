import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { BankAccountInput, PixKeyInput } from '@acolhe/shared/payments';
import { type Browser, callProcedure, startTestServer, validationFailureOf, type TestServer } from './harness.ts';
import { approvedPsychologist } from './accounts.ts';
import { mondayMorning } from './clock.ts';

let server: TestServer;
let psychologist: Browser & { id: number };

beforeAll(async () => {
  server = await startTestServer({}, { now: () => mondayMorning });
  psychologist = await approvedPsychologist(server);
});
afterAll(() => server.close());

const db = () => server.app.services.db;
const settings = () => psychologist.client.psychologistSettings;

const itauAccount: BankAccountInput = {
  bankCode: '341',
  agency: '0001',
  agencyDigit: '',
  accountType: 'checking',
  accountNumber: '12345678',
  accountDigit: '5',
  holderName: 'Joana Psicóloga',
  holderDocument: '529.982.247-25',
};

async function storedAccount(userId: number) {
  return db()
    .selectFrom('psychologist_bank_accounts')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

async function storedPixKey(userId: number) {
  return db()
    .selectFrom('psychologist_pix_keys')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

describe('bank account', () => {
  test('nothing is configured at first', async () => {
    const fresh = await approvedPsychologist(server);
    expect(await fresh.client.psychologistSettings.payments.query()).toEqual({
      bankAccount: null,
      pixKey: null,
    });
  });

  test('is validated, stored in full and shown masked from then on', async () => {
    const masked = {
      bankCode: '341',
      bankName: 'Itaú Unibanco',
      agency: '0001',
      accountType: 'checking',
      account: '******78-5',
      holderName: 'Joana Psicóloga',
      holderDocumentKind: 'cpf',
      holderDocument: '***.982.247-**',
      updatedAt: mondayMorning.toISOString(),
    };
    expect(await settings().saveBankAccount.mutate(itauAccount)).toEqual(masked);
    expect((await settings().payments.query()).bankAccount).toEqual(masked);
    expect(await storedAccount(psychologist.id)).toMatchObject({
      bank_code: '341',
      agency: '0001',
      agency_digit: null,
      account_number: '12345678',
      account_digit: '5',
      holder_document: '52998224725',
    });
    const raw = await callProcedure(
      server.url,
      'psychologistSettings.payments',
      'query',
      undefined,
      psychologist.cookies,
    );
    expect(raw.text).not.toContain('12345678');
    expect(raw.text).not.toContain('52998224725');
    expect(raw.text).not.toContain('529.982.247-25');
  });

  test('saving again replaces it: a company account with a CNPJ holder and an agency digit', async () => {
    const saved = await settings().saveBankAccount.mutate({
      ...itauAccount,
      bankCode: '260',
      agency: '1234',
      agencyDigit: 'x',
      accountType: 'payment',
      accountNumber: '987',
      accountDigit: 'X',
      holderName: 'Clínica Acolher Ltda',
      holderDocument: '11.222.333/0001-81',
    });
    expect(saved).toMatchObject({
      bankName: 'Nubank (Nu Pagamentos)',
      agency: '1234-X',
      accountType: 'payment',
      account: '***-X',
      holderDocumentKind: 'cnpj',
      holderDocument: '**.222.333/0001-**',
    });
    const rows = await db()
      .selectFrom('psychologist_bank_accounts')
      .select('holder_document')
      .where('user_id', '=', psychologist.id)
      .execute();
    expect(rows).toEqual([{ holder_document: '11222333000181' }]);
  });

  test('each field is checked with a pt-BR message and a refused save changes nothing', async () => {
    const before = await storedAccount(psychologist.id);
    const cases: [Partial<Record<keyof BankAccountInput, string>>, keyof BankAccountInput, string][] = [
      [{ bankCode: '999' }, 'bankCode', 'Selecione o banco'],
      [{ agency: '123' }, 'agency', 'A agência deve ter 4 dígitos'],
      [{ agency: '12345' }, 'agency', 'A agência deve ter 4 dígitos'],
      [{ agencyDigit: '12' }, 'agencyDigit', 'Dígito da agência inválido'],
      [{ accountType: 'investimento' }, 'accountType', 'Selecione o tipo de conta'],
      [{ accountNumber: '12a45' }, 'accountNumber', 'Informe o número da conta, só com números'],
      [{ accountNumber: '' }, 'accountNumber', 'Informe o número da conta, só com números'],
      [{ accountDigit: '' }, 'accountDigit', 'Informe o dígito da conta'],
      [{ accountDigit: '55' }, 'accountDigit', 'Informe o dígito da conta'],
      [{ holderName: '' }, 'holderName', 'Informe o nome do titular'],
      [{ holderName: 'Joana\u0000' }, 'holderName', 'O texto contém caracteres inválidos'],
      [{ holderDocument: '' }, 'holderDocument', 'Informe o CPF ou CNPJ do titular'],
      [{ holderDocument: '529.982.247-24' }, 'holderDocument', 'CPF ou CNPJ do titular inválido'],
      [{ holderDocument: '11.222.333/0001-82' }, 'holderDocument', 'CPF ou CNPJ do titular inválido'],
      [{ holderDocument: '111.111.111-11' }, 'holderDocument', 'CPF ou CNPJ do titular inválido'],
    ];
    for (const [overrides, field, message] of cases) {
      const input = { ...itauAccount, ...overrides } as BankAccountInput;
      const failure = await validationFailureOf(settings().saveBankAccount.mutate(input));
      expect([field, failure.code, failure.fieldErrors?.[field]]).toEqual([field, 'BAD_REQUEST', message]);
    }
    expect(await storedAccount(psychologist.id)).toEqual(before);
  });
});

describe('PIX key', () => {
  test.each<[PixKeyInput, string, string]>([
    [{ type: 'cpf', key: '529.982.247-25' }, '52998224725', '***.982.247-**'],
    [{ type: 'cnpj', key: '11.222.333/0001-81' }, '11222333000181', '**.222.333/0001-**'],
    [{ type: 'cnpj', key: '12.abc.345/01de-35' }, '12ABC34501DE35', '**.ABC.345/01DE-**'],
    [
      { type: 'email', key: ' Joana.Silva@Clinica.com.br ' },
      'joana.silva@clinica.com.br',
      'j***@clinica.com.br',
    ],
    [{ type: 'phone', key: '+55 (11) 98888-7777' }, '+5511988887777', '+55 (11) *****-7777'],
    [{ type: 'phone', key: '21 97777-6666' }, '+5521977776666', '+55 (21) *****-6666'],
    [
      { type: 'random', key: '123E4567-E89B-12D3-A456-426614174000' },
      '123e4567-e89b-12d3-a456-426614174000',
      '123e****-****-****-****-********4000',
    ],
  ])('%j is stored as %s and shown as %s', async (input, stored, shown) => {
    expect(await settings().savePixKey.mutate(input)).toEqual({
      type: input.type,
      key: shown,
      updatedAt: mondayMorning.toISOString(),
    });
    expect((await settings().payments.query()).pixKey).toEqual({
      type: input.type,
      key: shown,
      updatedAt: mondayMorning.toISOString(),
    });
    expect(await storedPixKey(psychologist.id)).toMatchObject({ key_type: input.type, key_value: stored });
  });

  test('each key is checked by its type, with a pt-BR message, and a refused one changes nothing', async () => {
    const before = await storedPixKey(psychologist.id);
    const cases: [unknown, string, string][] = [
      [{ type: 'cpf', key: '111.111.111-11' }, 'key', 'CPF inválido'],
      [{ type: 'cpf', key: '11222333000181' }, 'key', 'CPF inválido'],
      [{ type: 'cnpj', key: '11.222.333/0001-82' }, 'key', 'CNPJ inválido'],
      [{ type: 'email', key: 'joana@' }, 'key', 'E-mail inválido'],
      [
        { type: 'email', key: `${'a'.repeat(70)}@exemplo.com` },
        'key',
        'Uma chave PIX de e-mail tem no máximo 77 caracteres',
      ],
      [
        { type: 'phone', key: '(11) 3333-4444' },
        'key',
        'Informe um celular brasileiro válido, com DDD (+55)',
      ],
      [
        { type: 'phone', key: '+1 202 555 0143' },
        'key',
        'Informe um celular brasileiro válido, com DDD (+55)',
      ],
      [
        { type: 'random', key: 'minha-chave' },
        'key',
        'Chave aleatória inválida (formato 123e4567-e89b-12d3-a456-426614174000)',
      ],
      [{ type: 'boleto', key: '123' }, 'type', 'Selecione o tipo de chave PIX'],
    ];
    for (const [input, field, message] of cases) {
      const failure = await validationFailureOf(settings().savePixKey.mutate(input as PixKeyInput));
      expect([input, failure.code, failure.fieldErrors?.[field]]).toEqual([input, 'BAD_REQUEST', message]);
    }
    expect(await storedPixKey(psychologist.id)).toEqual(before);
  });

  test('each psychologist sees only their own payment data', async () => {
    const other = await approvedPsychologist(server);
    expect(await other.client.psychologistSettings.payments.query()).toEqual({
      bankAccount: null,
      pixKey: null,
    });
    await other.client.psychologistSettings.savePixKey.mutate({ type: 'email', key: 'outro@exemplo.com' });
    expect((await settings().payments.query()).pixKey?.key).not.toBe('o***@exemplo.com');
  });
});
