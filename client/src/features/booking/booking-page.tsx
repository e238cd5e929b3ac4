import { useState } from 'react';
import { Button, Card, Grid, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { LuUserX } from 'react-icons/lu';
import { appointmentMessages } from '@acolhe/shared/appointment-messages';
import { EmptyState } from '../../components/empty-state.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { notifyError } from '../../lib/notify.ts';
import { paths, scheduleDayParam, useIdParam } from '../../lib/paths.ts';
import { useTRPC, type RouterOutputs } from '../../lib/trpc.ts';
import { BookingSummary } from './booking-summary.tsx';
import { DateChoice } from './date-choice.tsx';
import { BackButton, LoadFailed, Loading } from './page-states.tsx';
import { PsychologistSummaryCard } from './psychologist-summary-card.tsx';
import { SlotChoice } from './slot-choice.tsx';
import { useBookAppointment } from './use-book-appointment.ts';
import { useBookSeries } from './use-book-series.ts';
import { SeriesPreview } from '../../components/series/series-preview.tsx';
import { SeriesResult } from '../../components/series/series-result.tsx';
import { WeeklyOption } from './weekly-option.tsx';

const back = <BackButton to={paths.directory} label="Voltar" />;

export function BookingPage() {
  const trpc = useTRPC();
  const psychologistId = useIdParam('psychologistId');
  // The chosen day lives in the address (?data=2026-11-23), so a profile's date chip can open it.
  const [searchParams, setSearchParams] = useSearchParams();
  const [slot, setSlot] = useState<RouterOutputs['directory']['slots'][number] | null>(null);
  const valid = psychologistId > 0;
  const profile = useQuery({ ...trpc.directory.profile.queryOptions({ psychologistId }), enabled: valid });
  const dates = useQuery({ ...trpc.directory.availableDates.queryOptions({ psychologistId }), enabled: valid && profile.isSuccess });
  const requestedDay = searchParams.get(scheduleDayParam);
  const date = requestedDay && dates.data?.includes(requestedDay) ? requestedDay : null;
  const slots = useQuery({
    ...trpc.directory.slots.queryOptions({ psychologistId, date: date ?? '' }),
    enabled: valid && date !== null,
  });
  const book = useBookAppointment({ onSlotTaken: () => setSlot(null) });
  // 'Repetir toda semana': the server checks every week of the series before the patient confirms.
  const [weekly, setWeekly] = useState(false);
  const [weeks, setWeeks] = useState(4);
  const seriesInput = { psychologistId, startsAt: slot?.startsAt ?? '', weeks };
  const preview = useQuery({
    ...trpc.appointments.previewSeries.queryOptions(seriesInput),
    enabled: valid && weekly && slot !== null,
  });
  const bookSeries = useBookSeries();
  const freeWeeks = preview.data?.weeks.filter((week) => week.free).length ?? 0;

  const chooseDate = (next: string) => {
    setSearchParams({ [scheduleDayParam]: next }, { replace: true, preventScrollReset: true });
    setSlot(null);
  };
  const confirm = () => {
    if (!date || !slot) {
      notifyError(appointmentMessages.missingDateOrTime);
      return;
    }
    if (weekly) bookSeries.mutate(seriesInput);
    else book.mutate({ psychologistId, startsAt: slot.startsAt });
  };

  if (!valid || profile.error?.data?.code === 'NOT_FOUND') {
    return (
      <>
        {back}
        <EmptyState icon={<LuUserX />} title={appointmentMessages.psychologistNotFound} description="Escolha outro profissional na agenda." />
      </>
    );
  }
  if (profile.isPending) {
    return <Loading label="Carregando psicólogo..." />;
  }
  if (profile.isError) {
    return <LoadFailed back={back} error={profile.error} fallback="Não foi possível carregar o psicólogo." />;
  }

  if (bookSeries.data) {
    return (
      <>
        <PageHeader title="Agendar consulta" description="Sua série semanal foi registrada." />
        <SeriesResult
          weeks={bookSeries.data.weeks}
          booked={bookSeries.data.booked}
          action={
            <Button asChild colorPalette="teal">
              <RouterLink to={paths.patient.appointments}>Ver minhas consultas</RouterLink>
            </Button>
          }
        />
      </>
    );
  }

  return (
    <>
      {back}
      <PageHeader title="Agendar consulta" description="Escolha a data e o horário que preferir." />
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }} gap="6" alignItems="start">
        <Stack gap="6" minW="0">
          <PsychologistSummaryCard psychologist={profile.data} />
          <Card.Root>
            <Card.Body gap="8">
              <DateChoice dates={dates.data} loading={dates.isPending} error={dates.error} selected={date} onSelect={chooseDate} />
              {date && (
                <SlotChoice
                  slots={slots.data}
                  loading={slots.isPending}
                  error={slots.error}
                  selected={slot?.startsAt ?? null}
                  onSelect={setSlot}
                />
              )}
              {date && slot && (
                <Stack gap="4">
                  <WeeklyOption weekly={weekly} weeks={weeks} onWeeklyChange={setWeekly} onWeeksChange={setWeeks} />
                  {weekly && <SeriesPreview weeks={preview.data?.weeks} loading={preview.isPending} error={preview.error} />}
                </Stack>
              )}
            </Card.Body>
          </Card.Root>
        </Stack>
        <BookingSummary
          psychologist={profile.data}
          date={date}
          time={slot?.time ?? null}
          series={weekly ? { weeks, free: preview.isSuccess ? freeWeeks : null } : null}
          saving={book.isPending || bookSeries.isPending}
          onConfirm={confirm}
        />
      </Grid>
    </>
  );
}
