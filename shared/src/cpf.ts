import { z } from 'zod';
import { onlyDigits } from './cnpj.ts';

function checkDigit(digits: number[]): number {
  const weightOfFirst = digits.length + 1;
  const sum = digits.reduce((total, digit, index) => total + digit * (weightOfFirst - index), 0);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

/** Eleven digits whose last two are the check digits of the first nine (formatting ignored). */
export function isValidCpf(value: string): boolean {
  if (/[^\d\s.-]/.test(value)) return false;
  const digits = onlyDigits(value);
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return false;
  const numbers = digits.split('').map(Number);
  const first = checkDigit(numbers.slice(0, 9));
  const second = checkDigit([...numbers.slice(0, 9), first]);
  return numbers[9] === first && numbers[10] === second;
}

/** 000.000.000-00 */
export function formatCpf(value: string): string {
  return onlyDigits(value).replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
}

/** A CPF as typed (dots and dash optional), kept as its 11 digits; `label` names whose CPF it is. */
export function cpfSchema(label = 'o CPF') {
  return z
    .string(`Informe ${label}`)
    .trim()
    .min(1, { error: `Informe ${label}`, abort: true })
    .refine(isValidCpf, `${label.replace(/^o /, '')} inválido: confira os 11 dígitos`)
    .transform(onlyDigits);
}

/** '52998224725' -> '***.982.247-**': the middle six digits, as Brazilian public records show a CPF. */
export function maskCpf(digits: string): string {
  return `***.${digits.slice(3, 6)}.${digits.slice(6, 9)}-**`;
}
