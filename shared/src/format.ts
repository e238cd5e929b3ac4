const currency = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

export function formatMoney(cents: number): string {
  return currency.format(cents / 100);
}

export function formatInteger(value: number): string {
  return new Intl.NumberFormat('pt-BR').format(value);
}

export function formatRating(value: number): string {
  return new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}
