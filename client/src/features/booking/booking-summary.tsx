import { Button } from '@chakra-ui/react';
import { LuCalendarCheck } from 'react-icons/lu';
import { formatDay } from '@acolhe/shared/calendar-format';
import { presentPsychologist } from '@acolhe/shared/crp';
import { formatMoney } from '@acolhe/shared/format';
import type { RouterOutputs } from '../../lib/trpc.ts';
import { SummaryCard } from './summary-card.tsx';

interface BookingSummaryProps {
  psychologist: RouterOutputs['directory']['profile'];
  date: string | null;
  time: string | null;
  /** A weekly series: how many weeks, and how many of them are free (null while the server checks). */
  series: { weeks: number; free: number | null } | null;
  saving: boolean;
  onConfirm: () => void;
}

export function BookingSummary({ psychologist, date, time, series, saving, onConfirm }: BookingSummaryProps) {
  const rows = [
    { label: 'Psicólogo', value: presentPsychologist(psychologist.name, psychologist.title, psychologist.crp) },
    { label: 'Data', value: date ? formatDay(date) : '—' },
    { label: 'Horário', value: time ?? '—' },
    ...(series ? [{ label: 'Repetição', value: `Toda semana, ${series.weeks} semanas` }] : []),
    { label: series ? 'Valor por consulta' : 'Valor', value: formatMoney(psychologist.hourlyRateCents) },
  ];
  const seriesBlocked = series !== null && !series.free;
  const label = series?.free ? (series.free === 1 ? 'Confirmar 1 consulta' : `Confirmar ${series.free} consultas`) : 'Confirmar Agendamento';
  return (
    <SummaryCard label="Resumo do agendamento" rows={rows}>
      <Button colorPalette="teal" size="lg" disabled={!date || !time || saving || seriesBlocked} loading={saving} onClick={onConfirm}>
        <LuCalendarCheck /> {label}
      </Button>
    </SummaryCard>
  );
}
