import { maskCpf } from '@acolhe/shared/cpf';
import { taxDocumentKind, type PixKeyType } from '@acolhe/shared/payments';

// Payment data is shown masked once saved, so a glance over the shoulder or a borrowed session reveals little.

/** '11222333000181' -> '**.222.333/0001-**' */
export function maskCnpj(chars: string): string {
  return `**.${chars.slice(2, 5)}.${chars.slice(5, 8)}/${chars.slice(8, 12)}-**`;
}

export function maskTaxDocument(stored: string): string {
  return taxDocumentKind(stored) === 'cpf' ? maskCpf(stored) : maskCnpj(stored);
}

/** '12345678', '5' -> '******78-5'; a short number shows none of its digits. */
export function maskAccount(number: string, digit: string): string {
  const shown = number.length > 4 ? number.slice(-2) : '';
  return `${'*'.repeat(number.length - shown.length)}${shown}-${digit}`;
}

/** 'joana@clinica.com' -> 'j***@clinica.com' */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

/** '+5511988887777' -> '+55 (11) *****-7777' */
export function maskPhone(e164: string): string {
  const areaCode = e164.slice(3, 5);
  const subscriber = e164.slice(5);
  return `+55 (${areaCode}) ${'*'.repeat(subscriber.length - 4)}-${subscriber.slice(-4)}`;
}

/** A random key keeps its first and last four characters. */
export function maskRandomKey(uuid: string): string {
  return uuid.replace(/[0-9a-f]/g, (char, index: number) =>
    index < 4 || index >= uuid.length - 4 ? char : '*',
  );
}

export function maskPixKey(type: PixKeyType, value: string): string {
  switch (type) {
    case 'cpf':
      return maskCpf(value);
    case 'cnpj':
      return maskCnpj(value);
    case 'email':
      return maskEmail(value);
    case 'phone':
      return maskPhone(value);
    case 'random':
      return maskRandomKey(value);
  }
}
