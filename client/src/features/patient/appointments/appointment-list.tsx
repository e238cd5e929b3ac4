import { Button, Center, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { LuRefreshCw } from 'react-icons/lu';
import { errorMessage } from '../../../lib/error-message.ts';
import { AppointmentCard } from './appointment-card.tsx';
import type { PatientAppointment } from '../appointment-format.ts';

interface AppointmentListProps {
  appointments: PatientAppointment[];
  /** True while the previous filter's results stay on screen and the new ones load. */
  stale: boolean;
  now: Date;
  onCancel: (appointment: PatientAppointment) => void;
  onReview: (appointment: PatientAppointment) => void;
  onCancelRest?: (appointment: PatientAppointment) => void;
}

export function AppointmentList({ appointments, stale, now, onCancel, onReview, onCancelRest }: AppointmentListProps) {
  return (
    <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4" opacity={stale ? 0.6 : 1} aria-busy={stale} transition="opacity 0.2s">
      {appointments.map((appointment) => (
        <AppointmentCard key={appointment.id} appointment={appointment} now={now} onCancel={onCancel} onReview={onReview} onCancelRest={onCancelRest} />
      ))}
    </SimpleGrid>
  );
}

export function AppointmentListLoading() {
  return (
    <Center py="16" gap="3" color="gray.600" role="status">
      <Spinner color="brand.solid" />
      <Text>Carregando consultas...</Text>
    </Center>
  );
}

export function AppointmentListError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Stack align="center" py="16" gap="4" role="alert">
      <Text color="red.600">{errorMessage(error, 'Não foi possível carregar suas consultas.')}</Text>
      <Button variant="outline" onClick={onRetry}>
        <LuRefreshCw /> Tentar novamente
      </Button>
    </Stack>
  );
}
