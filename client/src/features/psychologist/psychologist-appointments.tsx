import { useState } from 'react';
import { Card, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../lib/error-message.ts';
import { useNow } from '../../lib/use-now.ts';
import { useTRPC, type RouterOutputs } from '../../lib/trpc.ts';
import { CancelConsultationDialog } from './cancel-consultation-dialog.tsx';
import { PsychologistAppointmentRow } from './psychologist-appointment-row.tsx';
import { useCancelConsultation } from './use-cancel-consultation.ts';
import { useMarkAttendance } from './use-mark-attendance.ts';
import { useTechnicalProblem } from './use-technical-problem.ts';

type PsychologistAppointment = RouterOutputs['psychologist']['appointments']['today'][number];

const refreshMs = 30_000;

/** 'Consultas de hoje' and 'Próximas consultas', refreshed every 30 s so join buttons open on their own. */
export function PsychologistAppointments() {
  const trpc = useTRPC();
  const now = useNow();
  const appointments = useQuery({
    ...trpc.psychologist.appointments.queryOptions(),
    refetchInterval: refreshMs,
    staleTime: 0,
  });
  const mark = useMarkAttendance();
  const technicalProblem = useTechnicalProblem();
  const [cancelling, setCancelling] = useState<PsychologistAppointment | null>(null);
  const cancel = useCancelConsultation({ onDone: () => setCancelling(null) });
  const section = (
    title: string,
    pick: (data: {
      today: PsychologistAppointment[];
      upcoming: PsychologistAppointment[];
    }) => PsychologistAppointment[],
    empty: string,
  ) => (
    <Card.Root as="section" aria-label={title}>
      <Card.Header px={{ base: '4', md: '6' }}>
        <Heading as="h2" size="md">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body pt="2" px={{ base: '4', md: '6' }}>
        {appointments.isPending && <Skeleton h="12" aria-busy="true" />}
        {appointments.isError && (
          <Text color="red.600">
            {errorMessage(appointments.error, 'Não foi possível carregar as consultas.')}
          </Text>
        )}
        {appointments.data && pick(appointments.data).length === 0 && <Text color="gray.600">{empty}</Text>}
        {appointments.data && pick(appointments.data).length > 0 && (
          <Stack as="ul" gap="0" listStyleType="none">
            {pick(appointments.data).map((appointment) => (
              <PsychologistAppointmentRow
                key={appointment.id}
                appointment={appointment}
                now={now.getTime()}
                marking={mark.isPending && mark.variables.appointmentId === appointment.id}
                onMark={(outcome) => mark.mutate({ appointmentId: appointment.id, outcome })}
                onCancel={() => setCancelling(appointment)}
                reportingProblem={technicalProblem.isPending && technicalProblem.variables.appointmentId === appointment.id}
                onTechnicalProblem={() => technicalProblem.mutate({ appointmentId: appointment.id })}
              />
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
  return (
    <Stack gap="6" mt="6">
      {section('Consultas de hoje', (data) => data.today, 'Nenhuma consulta hoje.')}
      {section('Próximas consultas', (data) => data.upcoming, 'Nenhuma consulta agendada.')}
      <CancelConsultationDialog
        key={cancelling?.id ?? 'none'}
        appointment={cancelling}
        cancelling={cancel.isPending}
        onConfirm={({ id }, reason, rest) => cancel.mutate({ appointmentId: id, reason }, rest)}
        onClose={() => setCancelling(null)}
      />
    </Stack>
  );
}
