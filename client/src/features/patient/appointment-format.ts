import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { ptBR } from 'date-fns/locale';
import type { AppointmentStatus } from '@acolhe/shared/appointments';
import { platformTimeZone } from '@acolhe/shared/format';

/** HH:MM in the platform time zone. */
export function formatTime(iso: string): string {
  return format(new TZDate(iso, platformTimeZone), 'HH:mm', { locale: ptBR });
}

/** 'Disponível a partir de dd/mm às HH:MM', from the moment the join window opens. */
export function joinOpensHint(joinOpensAt: string): string {
  return format(new TZDate(joinOpensAt, platformTimeZone), "'Disponível a partir de' dd/MM 'às' HH:mm", { locale: ptBR });
}

export const statusColorPalette: Record<AppointmentStatus, string> = {
  scheduled: 'blue',
  completed: 'green',
  cancelled: 'gray',
  no_show: 'orange',
};

export function starsLabel(rating: number): string {
  return rating === 1 ? '1 estrela' : `${rating} estrelas`;
}
