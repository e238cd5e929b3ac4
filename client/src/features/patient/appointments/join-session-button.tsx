import { Button, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router';
import { LuVideo } from 'react-icons/lu';
import { isInsideJoinWindow } from '@acolhe/shared/time';
import { useCalendar } from '../../../lib/calendar.tsx';
import { paths } from '../../../lib/paths.ts';
import type { PatientAppointment } from '../appointment-format.ts';

interface JoinProps {
  appointment: PatientAppointment;
  now: Date;
}

/**
 * Shown only inside the join window, judged against the clock the page refreshes every 30 s; outside
 * it, JoinSessionHint says when it opens (a disabled button on every later card only adds noise).
 */
export function JoinSessionButton({ appointment, now }: JoinProps) {
  const navigate = useNavigate();
  if (!appointment.sessionLink || !isInsideJoinWindow(appointment.startsAt, now)) return null;
  return (
    <Button size="sm" colorPalette="teal" onClick={() => void navigate(paths.patient.session(appointment.id))}>
      <LuVideo /> Entrar na sessão
    </Button>
  );
}

/** Outside the window, when it opens (or that it has closed). */
export function JoinSessionHint({ appointment, now }: JoinProps) {
  const calendar = useCalendar();
  if (!appointment.sessionLink || isInsideJoinWindow(appointment.startsAt, now)) return null;
  const closed = now.getTime() > Date.parse(appointment.joinClosesAt);
  return (
    <Text fontSize="xs" color="gray.600">
      {closed ? 'O horário de acesso a esta sessão terminou' : `Disponível a partir de ${calendar.formatDayTime(appointment.joinOpensAt)}`}
    </Text>
  );
}
