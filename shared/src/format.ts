import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { ptBR } from 'date-fns/locale';

export const platformTimeZone = 'America/Sao_Paulo';

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

/** dd/mm/aaaa in the platform time zone. */
export function formatDate(iso: string, timeZone: string = platformTimeZone): string {
  return format(new TZDate(iso, timeZone), 'dd/MM/yyyy', { locale: ptBR });
}

export function formatDateTime(iso: string, timeZone: string = platformTimeZone): string {
  return format(new TZDate(iso, timeZone), "dd/MM/yyyy 'às' HH:mm", { locale: ptBR });
}
