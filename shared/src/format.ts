/**
 * A pt-BR number format made on first use and kept: building one loads locale data, which costs far
 * more than formatting, and a page formats every card's figures.
 */
function numberFormat(options: Intl.NumberFormatOptions): { format: (value: number) => string } {
  let format: Intl.NumberFormat | undefined;
  return { format: (value) => (format ??= new Intl.NumberFormat('pt-BR', options)).format(value) };
}

const currency = numberFormat({ style: 'currency', currency: 'BRL' });
const integer = numberFormat({});
const rating = numberFormat({ minimumFractionDigits: 1, maximumFractionDigits: 1 });
const amount = numberFormat({ minimumFractionDigits: 2, maximumFractionDigits: 2 });
const percent = numberFormat({ style: 'percent', maximumFractionDigits: 1 });

export function formatMoney(cents: number): string {
  return currency.format(cents / 100);
}

export function formatInteger(value: number): string {
  return integer.format(value);
}

export function formatRating(value: number): string {
  return rating.format(value);
}

/** Centavos as a bare pt-BR amount, "1.234,56", for spreadsheets. */
export function formatAmount(cents: number): string {
  return amount.format(cents / 100);
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
