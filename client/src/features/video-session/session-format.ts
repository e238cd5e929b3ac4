import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { ptBR } from 'date-fns/locale';
import { platformTimeZone } from '@acolhe/shared/format';

/** 'dd/mm/aaaa' and 'HH:MM' in the platform time zone. */
export function sessionDate(iso: string): string {
  return format(new TZDate(iso, platformTimeZone), 'dd/MM/yyyy', { locale: ptBR });
}

export function sessionTime(iso: string): string {
  return format(new TZDate(iso, platformTimeZone), 'HH:mm', { locale: ptBR });
}

/** 'dd/mm às HH:MM', as in 'A sala abre em 24/11 às 09:45.' */
export function sessionOpening(iso: string): string {
  return format(new TZDate(iso, platformTimeZone), "dd/MM 'às' HH:mm", { locale: ptBR });
}

/** '00:12:34' (hours keep counting past 24). */
export function formatCountdown(milliseconds: number): string {
  const totalSeconds = Math.max(0, Math.ceil(milliseconds / 1000));
  const pad = (value: number) => String(value).padStart(2, '0');
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  return `${pad(hours)}:${pad(minutes)}:${pad(totalSeconds % 60)}`;
}

/** 'Dr. Carlos Mendes' -> 'CM': titles are skipped. */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((word) => word.length > 0 && !/^(dr|dra|sr|sra)\.?$/i.test(word));
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}
