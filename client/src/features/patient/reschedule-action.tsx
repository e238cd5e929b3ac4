import { useState } from 'react';
import { Button, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { LuCalendarClock } from 'react-icons/lu';
import { useCalendar } from '../../lib/calendar.tsx';
import { paths } from '../../lib/paths.ts';
import type { PatientAppointment } from './appointment-format.ts';

/**
 * 'Remarcar' opens the slot picker while the notice allows; 'Reagendar sem custo' after a video failure or
 * a cancellation by the platform. Once the notice ran out, 'Remarcar' explains why it no longer can.
 */
export function RescheduleButton({ appointment, onExplain }: { appointment: PatientAppointment; onExplain: () => void }) {
  const offer = appointment.reschedule;
  if (!offer) return null;
  if (offer.mode === 'refused') {
    return (
      <Button size="sm" variant="ghost" onClick={onExplain}>
        <LuCalendarClock /> Remarcar
      </Button>
    );
  }
  return (
    <Button size="sm" colorPalette="teal" variant={offer.mode === 'free' ? 'solid' : 'outline'} asChild>
      <RouterLink to={paths.patient.reschedule(appointment.id)}>
        <LuCalendarClock /> {offer.mode === 'free' ? 'Reagendar sem custo' : 'Remarcar'}
      </RouterLink>
    </Button>
  );
}

/** The line under the buttons: why a free reschedule is offered, or why 'Remarcar' was refused. */
export function RescheduleNote({ appointment, explained }: { appointment: PatientAppointment; explained: boolean }) {
  const calendar = useCalendar();
  const offer = appointment.reschedule;
  if (offer?.mode === 'free') {
    return (
      <Text fontSize="sm" color="gray.700">
        {appointment.status === 'cancelled'
          ? 'O profissional não entrou na sessão. Este cancelamento não conta contra você.'
          : 'Houve um problema técnico nesta sessão.'}{' '}
        Você pode reagendar sem custo até {calendar.formatDate(offer.until)}.
      </Text>
    );
  }
  if (offer?.mode === 'refused' && explained) {
    return (
      <Text fontSize="sm" color="orange.700" role="alert">
        {offer.message}
      </Text>
    );
  }
  return null;
}

export function useRescheduleExplanation() {
  const [explained, setExplained] = useState(false);
  return { explained, explain: () => setExplained(true) };
}
