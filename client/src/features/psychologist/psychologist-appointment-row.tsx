import { Badge, Button, Flex, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { LuCheck, LuUserX, LuVideo } from 'react-icons/lu';
import { appointmentStatusLabels, type AppointmentStatus } from '@acolhe/shared/appointments';
import { useCalendar } from '../../lib/calendar.tsx';
import { paths } from '../../lib/paths.ts';
import type { RouterOutputs } from '../../lib/trpc.ts';

export type PsychologistAppointment = RouterOutputs['psychologist']['appointments']['today'][number];

const statusPalette: Record<AppointmentStatus, string> = {
  scheduled: 'blue',
  completed: 'green',
  cancelled: 'gray',
  no_show: 'orange',
};

interface RowProps {
  appointment: PsychologistAppointment;
  /** When the list was last loaded: it refreshes every 30 s, and with it canJoin and 'started'. */
  now: number;
  marking: boolean;
  onMark: (outcome: 'completed' | 'no_show') => void;
}

export function PsychologistAppointmentRow({ appointment, now, marking, onMark }: RowProps) {
  const calendar = useCalendar();
  const { patientName, startsAt, status, sessionLink } = appointment;
  const started = status === 'scheduled' && Date.parse(startsAt) <= now;
  return (
    <Flex
      as="li"
      role="listitem"
      aria-label={`${patientName} ${calendar.formatDateTime(startsAt)}`}
      justify="space-between"
      align={{ base: 'start', md: 'center' }}
      direction={{ base: 'column', md: 'row' }}
      gap="3"
      py="3"
      borderBottomWidth="1px"
      _last={{ borderBottomWidth: 0 }}
    >
      <Stack gap="0.5">
        <HStack gap="2">
          <Text fontWeight="semibold">{patientName}</Text>
          <Badge colorPalette={statusPalette[status]} variant="subtle">
            {appointmentStatusLabels[status]}
          </Badge>
        </HStack>
        <Text fontSize="sm" color="gray.600">
          {calendar.formatDateTime(startsAt)}
        </Text>
      </Stack>
      <Wrap gap="2">
        {sessionLink &&
          (appointment.canJoin ? (
            <Button size="sm" colorPalette="teal" asChild>
              <RouterLink to={paths.psychologist.session(appointment.id)}>
                <LuVideo /> Entrar na sessão
              </RouterLink>
            </Button>
          ) : (
            <Button size="sm" colorPalette="teal" disabled>
              <LuVideo /> Entrar na sessão
            </Button>
          ))}
        {started && (
          <>
            <Button
              size="sm"
              variant="outline"
              colorPalette="green"
              disabled={marking}
              onClick={() => onMark('completed')}
            >
              <LuCheck /> Marcar como concluída
            </Button>
            <Button
              size="sm"
              variant="ghost"
              colorPalette="orange"
              disabled={marking}
              onClick={() => onMark('no_show')}
            >
              <LuUserX /> Marcar falta
            </Button>
          </>
        )}
      </Wrap>
    </Flex>
  );
}
