/**
 * A pt-BR number format made on first use and kept: building one loads locale data, which costs far
 * more than formatting.
 */
function numberFormat(options: Intl.NumberFormatOptions): { format: (value: number) => string } {
  let format: Intl.NumberFormat | undefined;
  return { format: (value) => (format ??= new Intl.NumberFormat('pt-BR', options)).format(value) };
}

const percent = numberFormat({ style: 'percent', maximumFractionDigits: 1 });
// Only for what `decimal` leaves to Intl: exponents, NaN and infinities.
const currency = numberFormat({ style: 'currency', currency: 'BRL' });
const integer = numberFormat({});
const rating = numberFormat({ minimumFractionDigits: 1, maximumFractionDigits: 1 });
const amount = numberFormat({ minimumFractionDigits: 2, maximumFractionDigits: 2 });

const thousands = /\B(?=(\d{3})+(?!\d))/g;
const plainDecimal = /^\d+(\.\d+)?$/;

/**
 * `value` written as pt-BR writes it ("1.234,5"), rounded half away from zero from its shortest decimal
 * form, as V8's Intl does (4.85 → "4,9", where `toFixed` gives 4.8); null for what that form writes
 * with an exponent, NaN or infinities. Integers, money and ratings are written here rather than by
 * `Intl.NumberFormat`: a page's first pt-BR number format loads the locale's data on the main thread,
 * in the middle of adopting the directory's page (docs/decisions/intl-free-adoption.md
 * "Dates and numbers without the browser's Intl while a page is adopted"; a unit test holds these to
 * Intl's output). A `unit` goes between the sign and the digits, as Intl puts it: "-R$ 1,00".
 */
function decimal(value: number, minFraction: number, maxFraction: number, unit = ''): string | null {
  const text = String(Math.abs(value));
  if (!plainDecimal.test(text)) return null;
  const [whole = '', fraction = ''] = text.split('.');
  let digits = whole + fraction.slice(0, maxFraction).padEnd(maxFraction, '0');
  if (fraction.length > maxFraction && fraction.charCodeAt(maxFraction) >= 53 /* '5' */) {
    digits = (BigInt(digits) + 1n).toString().padStart(digits.length, '0');
  }
  const wholeDigits = digits.slice(0, digits.length - maxFraction);
  let fractionDigits = digits.slice(digits.length - maxFraction);
  while (fractionDigits.length > minFraction && fractionDigits.endsWith('0')) fractionDigits = fractionDigits.slice(0, -1);
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${unit}${wholeDigits.replace(thousands, '.')}${fractionDigits ? `,${fractionDigits}` : ''}`;
}

export function formatMoney(cents: number): string {
  return decimal(cents / 100, 2, 2, 'R$\u00a0') ?? currency.format(cents / 100);
}

/** A count or any figure with up to three decimals, as `Intl.NumberFormat('pt-BR')` writes it: "1.234". */
export function formatInteger(value: number): string {
  return decimal(value, 0, 3) ?? integer.format(value);
}

export function formatRating(value: number): string {
  return decimal(value, 1, 1) ?? rating.format(value);
}

/** Centavos as a bare pt-BR amount, "1.234,56", for spreadsheets. */
export function formatAmount(cents: number): string {
  return decimal(cents / 100, 2, 2) ?? amount.format(cents / 100);
}

/** A share in [0, 1] as "61,5%"; "—" when there was nothing to divide. */
export function formatShare(value: number | null): string {
  return value === null ? '—' : percent.format(value);
}

const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** A size in bytes in the largest unit that keeps it at 1 or more: "512 bytes", "1,5 MB". */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat('pt-BR', {
    style: 'unit',
    unit: units[unit],
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(value);
}

/** A count with its noun in the right number: "1 avaliação", "0 avaliações", "1.234 avaliações". */
export function formatCount(count: number, singular: string, plural: string): string {
  return `${formatInteger(count)} ${count === 1 ? singular : plural}`;
}

/**
 * An amount in reais as a person types it: '150', '150,5', '1.234,56', 'R$ 90,00'. With a comma, the comma
 * is the decimal mark and dots group thousands; without one, a dot followed by one or two digits is a
 * decimal point ('234.56', as an English keyboard habit has it) and one followed by three groups thousands
 * ('1.500'). Undefined when empty or not an amount, centavos past two digits included ('150,555').
 */
export function parseReais(typed: string): number | undefined {
  const text = typed.replace(/R\$/i, '').replace(/\s/g, '');
  if (text === '') return undefined;
  const decimalComma = /^\d{1,3}(\.\d{3})*(,\d{1,2})?$|^\d+(,\d{1,2})?$/;
  const decimalPoint = /^\d+\.\d{1,2}$/;
  if (decimalPoint.test(text)) return Number(text);
  if (!decimalComma.test(text)) return undefined;
  return Number(text.replace(/\./g, '').replace(',', '.'));
}
