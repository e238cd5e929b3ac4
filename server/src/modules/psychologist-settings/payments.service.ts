import type { z } from 'zod';
import { bankName } from '@acolhe/shared/banks';
import { taxDocumentKind, type bankAccountInput, type pixKeyInput } from '@acolhe/shared/payments';
import type { PsychologistBankAccountsTable, PsychologistPixKeysTable } from '../../db/schema.ts';
import type { AppServices } from '../../services.ts';
import { maskAccount, maskPixKey, maskTaxDocument } from './payment-masks.ts';
import * as repository from './payments.repository.ts';

type BankAccountInput = z.output<typeof bankAccountInput>;
type PixKeyInput = z.output<typeof pixKeyInput>;

/** The account as the psychologist sees it once saved: bank and agency in full, the rest masked. */
function toMaskedBankAccount(row: PsychologistBankAccountsTable) {
  return {
    bankCode: row.bank_code,
    bankName: bankName(row.bank_code) ?? row.bank_code,
    agency: row.agency_digit ? `${row.agency}-${row.agency_digit}` : row.agency,
    accountType: row.account_type,
    account: maskAccount(row.account_number, row.account_digit),
    holderName: row.holder_name,
    holderDocumentKind: taxDocumentKind(row.holder_document),
    holderDocument: maskTaxDocument(row.holder_document),
    updatedAt: row.updated_at,
  };
}

function toMaskedPixKey(row: PsychologistPixKeysTable) {
  return { type: row.key_type, key: maskPixKey(row.key_type, row.key_value), updatedAt: row.updated_at };
}

export async function getPayments(services: AppServices, psychologistId: number) {
  const [account, pixKey] = await Promise.all([
    repository.selectBankAccount(services.db, psychologistId),
    repository.selectPixKey(services.db, psychologistId),
  ]);
  return {
    bankAccount: account ? toMaskedBankAccount(account) : null,
    pixKey: pixKey ? toMaskedPixKey(pixKey) : null,
  };
}

export async function saveBankAccount(
  services: AppServices,
  psychologistId: number,
  input: BankAccountInput,
) {
  const row: PsychologistBankAccountsTable = {
    user_id: psychologistId,
    bank_code: input.bankCode,
    agency: input.agency,
    agency_digit: input.agencyDigit,
    account_type: input.accountType,
    account_number: input.accountNumber,
    account_digit: input.accountDigit,
    holder_name: input.holderName,
    holder_document: input.holderDocument,
    updated_at: services.now().toISOString(),
  };
  await repository.saveBankAccount(services.db, row);
  return toMaskedBankAccount(row);
}

export async function savePixKey(services: AppServices, psychologistId: number, input: PixKeyInput) {
  const row: PsychologistPixKeysTable = {
    user_id: psychologistId,
    key_type: input.type,
    key_value: input.key,
    updated_at: services.now().toISOString(),
  };
  await repository.savePixKey(services.db, row);
  return toMaskedPixKey(row);
}
