const firstWeights = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const secondWeights = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

/**
 * Since July 2026 the Receita Federal also issues alphanumeric CNPJs (IN RFB 2.229/2024): the first
 * twelve characters may be letters, each worth its character code minus 48; check digits stay numeric.
 */
function valueOf(char: string): number {
  return char.charCodeAt(0) - 48;
}

function checkDigit(chars: string[], weights: number[]): number {
  const sum = weights.reduce((total, weight, index) => total + weight * valueOf(chars[index] ?? '0'), 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

export function onlyDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** Letters and digits only, upper case: the characters that make up a CNPJ. */
function cnpjCharacters(value: string): string {
  return value.toUpperCase().replace(/[^0-9A-Z]/g, '');
}

/** 00.000.000/0000-00 */
export function formatCnpj(value: string): string {
  const chars = cnpjCharacters(value).padStart(14, '0').slice(0, 14);
  return chars.replace(/^(.{2})(.{3})(.{3})(.{4})(.{2})$/, '$1.$2.$3/$4-$5');
}

/** Completes the two check digits of a 12-character base. */
export function cnpjFromBase(base: string): string {
  const chars = cnpjCharacters(base).slice(0, 12).split('');
  const first = checkDigit(chars, firstWeights);
  const second = checkDigit([...chars, String(first)], secondWeights);
  return formatCnpj(`${chars.join('')}${first}${second}`);
}

export function isValidCnpj(value: string): boolean {
  const chars = cnpjCharacters(value);
  if (!/^[0-9A-Z]{12}\d{2}$/.test(chars) || /^(\d)\1{13}$/.test(chars)) return false;
  return cnpjFromBase(chars.slice(0, 12)) === formatCnpj(chars);
}
