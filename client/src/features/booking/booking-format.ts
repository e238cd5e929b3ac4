import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { ptBR } from 'date-fns/locale';
import { platformTimeZone } from '@acolhe/shared/format';

/**
 * A local day 'YYYY-MM-DD' as the booking screen shows it. The day is read at noon in the platform
 * time zone: parsing the bare date would mean UTC midnight, which is the evening before in Brazil.
 */
export function describeDay(date: string): { short: string; full: string; weekday: string } {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const local = new TZDate(year, month - 1, day, 12, 0, 0, platformTimeZone);
  return {
    short: format(local, 'dd/MM', { locale: ptBR }),
    full: format(local, 'dd/MM/yyyy', { locale: ptBR }),
    weekday: format(local, 'EEE', { locale: ptBR }),
  };
}
