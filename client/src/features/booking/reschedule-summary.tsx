import { Button, Text } from '@chakra-ui/react';
import { LuCalendarClock } from 'react-icons/lu';
import { formatDay } from '@acolhe/shared/calendar-format';
import { formatMoney } from '@acolhe/shared/format';
import { useCalendar } from '../../lib/calendar.tsx';
import type { RouterOutputs } from '../../lib/trpc.ts';
import { SummaryCard } from './summary-card.tsx';

interface RescheduleSummaryProps {
  appointment: RouterOutputs['appointments']['get'];
  date: string | null;
  time: string | null;
  saving: boolean;
  onConfirm: () => void;
}

/** The current time beside the chosen one; the price stays the one booked. */
export function RescheduleSummary({ appointment, date, time, saving, onConfirm }: RescheduleSummaryProps) {
  const calendar = useCalendar();
  const free = appointment.reschedule?.mode === 'free';
  const rows = [
    { label: free ? 'Consulta original' : 'Horário atual', value: calendar.formatDateTime(appointment.startsAt) },
    { label: 'Nova data', value: date ? formatDay(date) : '—' },
    { label: 'Novo horário', value: time ?? '—' },
    { label: 'Valor', value: free ? 'Sem custo adicional' : formatMoney(appointment.priceCents) },
  ];
  return (
    <SummaryCard label="Resumo da remarcação" rows={rows}>
      {!free && (
        <Text fontSize="sm" color="gray.600">
          O horário atual fica livre assim que o novo for confirmado.
        </Text>
      )}
      <Button colorPalette="teal" size="lg" disabled={!date || !time || saving} loading={saving} onClick={onConfirm}>
        <LuCalendarClock /> Confirmar remarcação
      </Button>
    </SummaryCard>
  );
}
