import { z } from 'zod';
import { emailSchema } from './auth.ts';
import { bankCodes } from './banks.ts';
import { isValidCnpj, onlyDigits } from './cnpj.ts';
import { isValidCpf } from './cpf.ts';
import { brazilianMobileE164Schema } from './phone.ts';
import { singleLine } from './text-fields.ts';

export const paymentMessages = {
  bankAccountSaved: 'Conta bancária salva com sucesso!',
  pixKeySaved: 'Chave PIX salva com sucesso!',
} as const;

export const accountTypes = ['checking', 'savings', 'payment'] as const;
export type AccountType = (typeof accountTypes)[number];
export const accountTypeLabels: Record<AccountType, string> = {
  checking: 'Conta corrente',
  savings: 'Conta poupança',
  payment: 'Conta de pagamento',
};

export type TaxDocumentKind = 'cpf' | 'cnpj';

/** Letters and digits, upper case: a CNPJ as stored (it may be alphanumeric since 2026). */
function cnpjCharacters(value: string): string {
  return value.toUpperCase().replace(/[^0-9A-Z]/g, '');
}

/** A stored CPF has 11 digits, a stored CNPJ 14 characters. */
export function taxDocumentKind(stored: string): TaxDocumentKind {
  return stored.length === 11 ? 'cpf' : 'cnpj';
}

const cpfSchema = z
  .string()
  .trim()
  .refine(isValidCpf, 'CPF inválido')
  .transform((value) => onlyDigits(value));

const cnpjSchema = z.string().trim().refine(isValidCnpj, 'CNPJ inválido').transform(cnpjCharacters);

const checkDigit = (message: string) =>
  z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[\dX]$/, message);

export const bankAccountInput = z.object({
  bankCode: z.enum(bankCodes, 'Selecione o banco'),
  agency: z
    .string()
    .trim()
    .regex(/^\d{4}$/, 'A agência deve ter 4 dígitos'),
  agencyDigit: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[\dX]?$/, 'Dígito da agência inválido')
    .optional()
    .transform((value) => value || null),
  accountType: z.enum(accountTypes, 'Selecione o tipo de conta'),
  accountNumber: z
    .string()
    .trim()
    .regex(/^\d{1,13}$/, 'Informe o número da conta, só com números'),
  accountDigit: checkDigit('Informe o dígito da conta'),
  holderName: singleLine(z.string().trim().min(2, 'Informe o nome do titular').max(120, 'Nome muito longo')),
  holderDocument: z
    .string()
    .trim()
    .min(1, 'Informe o CPF ou CNPJ do titular')
    .refine((value) => isValidCpf(value) || isValidCnpj(value), 'CPF ou CNPJ do titular inválido')
    .transform((value) => (isValidCpf(value) ? onlyDigits(value) : cnpjCharacters(value))),
});
export type BankAccountInput = z.input<typeof bankAccountInput>;

export const pixKeyTypes = ['cpf', 'cnpj', 'email', 'phone', 'random'] as const;
export type PixKeyType = (typeof pixKeyTypes)[number];
export const pixKeyTypeLabels: Record<PixKeyType, string> = {
  cpf: 'CPF',
  cnpj: 'CNPJ',
  email: 'E-mail',
  phone: 'Celular',
  random: 'Chave aleatória',
};

/** The random key (EVP) the Banco Central issues is a UUID. */
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const pixKeyInput = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('cpf'), key: cpfSchema }),
    z.object({ type: z.literal('cnpj'), key: cnpjSchema }),
    z.object({
      type: z.literal('email'),
      key: emailSchema.refine(
        (value) => value.length <= 77,
        'Uma chave PIX de e-mail tem no máximo 77 caracteres',
      ),
    }),
    z.object({ type: z.literal('phone'), key: brazilianMobileE164Schema }),
    z.object({
      type: z.literal('random'),
      key: z
        .string()
        .trim()
        .toLowerCase()
        .regex(uuidPattern, 'Chave aleatória inválida (formato 123e4567-e89b-12d3-a456-426614174000)'),
    }),
  ],
  { error: 'Selecione o tipo de chave PIX' },
);
export type PixKeyInput = z.input<typeof pixKeyInput>;
