import { useState } from 'react';
import { Alert, Card, Grid, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { LuCalendarX } from 'react-icons/lu';
import { appointmentMessages } from '@acolhe/shared/appointment-messages';
import { rescheduleMessages } from '@acolhe/shared/reschedule';
import { EmptyState } from '../../components/empty-state.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useCalendar } from '../../lib/calendar.tsx';
import { paths, useIdParam } from '../../lib/paths.ts';
import { useTRPC, type RouterOutputs } from '../../lib/trpc.ts';
import { DateChoice } from './date-choice.tsx';
import { BackButton, LoadFailed, Loading } from './page-states.tsx';
import { PsychologistSummaryCard } from './psychologist-summary-card.tsx';
import { RescheduleSummary } from './reschedule-summary.tsx';
import { SlotChoice } from './slot-choice.tsx';
import { useRescheduleAppointment } from './use-reschedule-appointment.ts';

const back = <BackButton to={paths.patient.appointments} label="Voltar para Minhas consultas" />;

/** Why this consultation cannot be moved now, in the server's words when it gave them. */
function NotReschedulable({ appointment }: { appointment: RouterOutputs['appointments']['get'] }) {
  const message = appointment.reschedule?.mode === 'refused' ? appointment.reschedule.message : rescheduleMessages.notReschedulable;
  return (
    <>
      {back}
      <EmptyState icon={<LuCalendarX />} title="Não é possível remarcar" description={message} />
    </>
  );
}

/**
 * 'Remarcar' / 'Reagendar sem custo': the same psychologist's free days and slots (the booking screen's
 * pickers), then one confirmation that moves the consultation; the old time is freed only if the new one
 * is taken.
 */
export function ReschedulePage() {
  const trpc = useTRPC();
  const calendar = useCalendar();
  const id = useIdParam('appointmentId');
  const [date, setDate] = useState<string | null>(null);
  const [slot, setSlot] = useState<RouterOutputs['directory']['slots'][number] | null>(null);
  const appointment = useQuery({ ...trpc.appointments.get.queryOptions({ id }), enabled: id > 0 });
  const psychologistId = appointment.data?.psychologistId ?? 0;
  const open = appointment.data?.reschedule?.mode === 'notice' || appointment.data?.reschedule?.mode === 'free';
  const profile = useQuery({ ...trpc.directory.profile.queryOptions({ psychologistId }), enabled: open });
  const dates = useQuery({ ...trpc.directory.availableDates.queryOptions({ psychologistId }), enabled: open && profile.isSuccess });
  const slots = useQuery({
    ...trpc.directory.slots.queryOptions({ psychologistId, date: date ?? '' }),
    enabled: open && date !== null,
  });
  const move = useRescheduleAppointment({ onSlotTaken: () => setSlot(null) });

  if (id === 0 || appointment.error?.data?.code === 'NOT_FOUND') {
    return (
      <>
        {back}
        <EmptyState icon={<LuCalendarX />} title={appointmentMessages.appointmentNotFound} description="Escolha a consulta em Minhas consultas." />
      </>
    );
  }
  if (appointment.isPending) return <Loading label="Carregando consulta..." />;
  if (appointment.isError) {
    return <LoadFailed back={back} error={appointment.error} fallback="Não foi possível carregar a consulta." />;
  }
  if (!open) return <NotReschedulable appointment={appointment.data} />;
  if (profile.isPending) return <Loading label="Carregando psicólogo..." />;
  if (profile.isError) {
    return <LoadFailed back={back} error={profile.error} fallback="Não foi possível carregar o psicólogo." />;
  }

  const free = appointment.data.reschedule?.mode === 'free';
  const until = appointment.data.reschedule?.mode === 'free' ? appointment.data.reschedule.until : null;
  return (
    <>
      {back}
      <PageHeader
        title={free ? 'Reagendar sem custo' : 'Remarcar consulta'}
        description={`Consulta de ${calendar.formatDateTime(appointment.data.startsAt)}. Escolha um novo horário com o mesmo profissional.`}
      />
      {until && (
        <Alert.Root status="info" mb="6">
          <Alert.Indicator />
          <Alert.Description>
            Houve um problema com esta consulta que não foi sua responsabilidade. Você pode reagendá-la sem custo até{' '}
            {calendar.formatDate(until)}.
          </Alert.Description>
        </Alert.Root>
      )}
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }} gap="6" alignItems="start">
        <Stack gap="6" minW="0">
          <PsychologistSummaryCard psychologist={profile.data} />
          <Card.Root>
            <Card.Body gap="8">
              <DateChoice
                dates={dates.data}
                loading={dates.isPending}
                error={dates.error}
                selected={date}
                onSelect={(next) => {
                  setDate(next);
                  setSlot(null);
                }}
              />
              {date && (
                <SlotChoice slots={slots.data} loading={slots.isPending} error={slots.error} selected={slot?.startsAt ?? null} onSelect={setSlot} />
              )}
            </Card.Body>
          </Card.Root>
        </Stack>
        <RescheduleSummary
          appointment={appointment.data}
          date={date}
          time={slot?.time ?? null}
          saving={move.isPending}
          onConfirm={() => slot && move.mutate({ id, startsAt: slot.startsAt })}
        />
      </Grid>
    </>
  );
}
