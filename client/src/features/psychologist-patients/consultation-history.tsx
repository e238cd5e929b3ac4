import { Badge, Card, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { appointmentStatusLabel, type AppointmentStatus } from '@acolhe/shared/appointments';
import { formatMoney } from '@acolhe/shared/format';
import { useCalendar } from '../../lib/calendar.tsx';
import type { RouterOutputs } from '../../lib/trpc.ts';

type PatientDetails = RouterOutputs['psychologist']['patients']['get'];

const statusPalette: Record<AppointmentStatus, string> = {
  scheduled: 'blue',
  completed: 'green',
  cancelled: 'gray',
  no_show: 'orange',
  late_cancelled: 'red',
};

/** The patient's consultations with this psychologist, newest first. */
export function ConsultationHistory({ consultations }: { consultations: PatientDetails['consultations'] }) {
  const calendar = useCalendar();
  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h2" size="lg">
          Histórico de consultas
        </Heading>
      </Card.Header>
      <Card.Body>
        {consultations.length === 0 ? (
          <Text color="gray.600">Nenhuma consulta registrada.</Text>
        ) : (
          <Stack as="ul" gap="0" listStyleType="none" aria-label="Histórico de consultas">
            {consultations.map((consultation) => (
              <Flex
                as="li"
                key={consultation.id}
                justify="space-between"
                align="center"
                gap="3"
                py="2"
                borderBottomWidth="1px"
                _last={{ borderBottomWidth: 0 }}
              >
                <Stack gap="0">
                  <Text fontSize="sm">{calendar.formatDateTime(consultation.startsAt)}</Text>
                  <Text fontSize="xs" color="gray.600">
                    {formatMoney(consultation.priceCents)}
                  </Text>
                </Stack>
                <Badge colorPalette={statusPalette[consultation.status]} variant="subtle" flexShrink={0}>
                  {appointmentStatusLabel(consultation.status, consultation.cancellationNoticeHours)}
                </Badge>
              </Flex>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
