import { Button, Card, Flex, HStack, Heading, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { LuRepeat, LuVideo } from 'react-icons/lu';
import { seriesMessages } from '@acolhe/shared/appointment-series';
import { isInsideJoinWindow } from '@acolhe/shared/time';
import { errorMessage } from '../../../lib/error-message.ts';
import { useCalendar } from '../../../lib/calendar.tsx';
import { paths } from '../../../lib/paths.ts';
import { useTRPC } from '../../../lib/trpc.ts';
import { AppointmentStatusBadge } from '../appointment-status-badge.tsx';
import type { PatientAppointment } from '../appointment-format.ts';
import { PsychologistUnavailableBadge, isWithUnavailablePsychologist } from '../psychologist-unavailable.tsx';
import { RescheduleButton, RescheduleNote } from '../reschedule-action.tsx';
import { useNow } from '../../../lib/use-now.ts';

/** A scheduled consultation whose join window is open right now, with a psychologist still on the platform. */
function isOpenNow(appointment: PatientAppointment, now: Date): boolean {
  if (!appointment.sessionLink || isWithUnavailablePsychologist(appointment)) return false;
  return isInsideJoinWindow(appointment.startsAt, now);
}

function AppointmentRow({ appointment, now }: { appointment: PatientAppointment; now: Date }) {
  const calendar = useCalendar();
  return (
    <Stack as="li" gap="2" py="3" borderTopWidth="1px" _first={{ borderTopWidth: 0 }}>
      <Flex justify="space-between" align="center" gap="3">
        <Stack gap="0" minW="0">
          <Text fontWeight="medium" truncate>
            {appointment.psychologistName}
          </Text>
          <Text fontSize="sm" color="gray.600">
            {calendar.formatDateTime(appointment.startsAt)}
          </Text>
          {appointment.series && (
            <HStack gap="1" fontSize="xs" color="purple.700">
              <LuRepeat aria-hidden /> {seriesMessages.weekOf(appointment.series.index, appointment.series.weeks)}
            </HStack>
          )}
        </Stack>
        <Stack gap="1" align="end" flexShrink={0}>
          <AppointmentStatusBadge appointment={appointment} />
          {isWithUnavailablePsychologist(appointment) && <PsychologistUnavailableBadge />}
        </Stack>
      </Flex>
      {isOpenNow(appointment, now) && (
        <Button size="sm" colorPalette="teal" alignSelf="start" asChild>
          <RouterLink to={paths.patient.session(appointment.id)}>
            <LuVideo /> Entrar na sessão
          </RouterLink>
        </Button>
      )}
      {appointment.reschedule?.mode === 'free' && (
        <>
          <Flex>
            <RescheduleButton appointment={appointment} onExplain={() => undefined} />
          </Flex>
          <RescheduleNote appointment={appointment} explained={false} />
        </>
      )}
    </Stack>
  );
}

interface AppointmentsCardProps {
  title: string;
  emptyText: string;
  appointments: PatientAppointment[] | undefined;
  loading: boolean;
  error: unknown;
  now: Date;
}

function AppointmentsCard({ title, emptyText, appointments, loading, error, now }: AppointmentsCardProps) {
  const body = () => {
    if (loading) return <Skeleton h="16" />;
    if (error) return <Text color="red.600">{errorMessage(error, 'Não foi possível carregar suas consultas.')}</Text>;
    if (!appointments?.length) return <Text color="gray.600">{emptyText}</Text>;
    return (
      <Stack as="ul" gap="0" listStyleType="none">
        {appointments.map((appointment) => (
          <AppointmentRow key={appointment.id} appointment={appointment} now={now} />
        ))}
      </Stack>
    );
  };
  return (
    <Card.Root as="section" aria-label={title}>
      <Card.Body gap="3">
        <HStack justify="space-between" gap="3">
          <Heading as="h2" size="md">
            {title}
          </Heading>
          <Link asChild color="brand.fg" fontSize="sm" fontWeight="medium">
            <RouterLink to={paths.patient.appointments}>Ver todas</RouterLink>
          </Link>
        </HStack>
        {body()}
      </Card.Body>
    </Card.Root>
  );
}

/**
 * The next consultations (soonest first, as the server sends them) and the latest past ones, side by side on
 * wide screens; one open for joining now offers 'Entrar na sessão', one whose video failed 'Reagendar sem
 * custo', and a week of a series says which.
 */
export function DashboardAppointments() {
  const trpc = useTRPC();
  const dashboard = useQuery(trpc.appointments.dashboard.queryOptions());
  const now = useNow();
  const state = { loading: dashboard.isPending, error: dashboard.error, now };
  return (
    <>
      <AppointmentsCard
        title="Próximas consultas"
        emptyText="Você não tem consultas agendadas"
        appointments={dashboard.data?.upcoming}
        {...state}
      />
      <AppointmentsCard
        title="Consultas recentes"
        emptyText="Nenhuma consulta realizada ainda"
        appointments={dashboard.data?.recent}
        {...state}
      />
    </>
  );
}
