const firstWeights = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const secondWeights = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

function checkDigit(digits: number[], weights: number[]): number {
  const sum = weights.reduce((total, weight, index) => total + weight * (digits[index] ?? 0), 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

export function onlyDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** 00.000.000/0000-00 */
export function formatCnpj(value: string): string {
  const digits = onlyDigits(value).padStart(14, '0').slice(0, 14);
  return digits.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');
}

/** Completes the two check digits of a 12-digit base. */
export function cnpjFromBase(base: string): string {
  const digits = onlyDigits(base).slice(0, 12).split('').map(Number);
  const first = checkDigit(digits, firstWeights);
  const second = checkDigit([...digits, first], secondWeights);
  return formatCnpj(`${digits.join('')}${first}${second}`);
}

export function isValidCnpj(value: string): boolean {
  const digits = onlyDigits(value);
  if (digits.length !== 14 || /^(\d)\1{13}$/.test(digits)) return false;
  return cnpjFromBase(digits.slice(0, 12)) === formatCnpj(digits);
}
