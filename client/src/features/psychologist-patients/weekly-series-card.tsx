import { useState } from 'react';
import { Button, Card, Field, Heading, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LuCalendarCheck, LuRepeat } from 'react-icons/lu';
import { seriesMessages, seriesWeekOptions, type PsychologistSeriesInput } from '@acolhe/shared/appointment-series';
import { appointmentMessages } from '@acolhe/shared/appointment-messages';
import { instantAt } from '@acolhe/shared/calendar';
import { DateInput } from '../../components/inputs/date-input.tsx';
import { TimeInput } from '../../components/inputs/time-input.tsx';
import { useCalendar } from '../../lib/calendar.tsx';
import { errorMessage } from '../../lib/error-message.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { SeriesPreview } from '../../components/series/series-preview.tsx';
import { SeriesResult } from '../../components/series/series-result.tsx';

const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * The psychologist books a weekly series for this patient from their own agenda: the first date and
 * time, how many weeks, then the server's check of every week, then the confirmation.
 */
export function WeeklySeriesCard({ patientId }: { patientId: number }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const calendar = useCalendar();
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [weeks, setWeeks] = useState(4);
  const [checked, setChecked] = useState<PsychologistSeriesInput | null>(null);
  const preview = useQuery({
    ...trpc.psychologist.patients.previewSeries.queryOptions(checked ?? { patientId, startsAt: '', weeks }),
    enabled: checked !== null,
  });
  const book = useMutation(
    trpc.psychologist.patients.bookSeries.mutationOptions({
      onSuccess: async (result) => {
        notifySuccess(seriesMessages.booked(result.booked, result.weeks.length));
        await queryClient.invalidateQueries({ queryKey: trpc.psychologist.pathKey() });
      },
      onError: (error) => {
        notifyError(errorMessage(error, appointmentMessages.bookingFailed));
        void preview.refetch();
      },
    }),
  );
  const ready = date !== '' && timePattern.test(time);
  const check = () => ready && setChecked({ patientId, startsAt: instantAt(date, time, calendar.timeZone).toISOString(), weeks });
  const change = <T,>(set: (value: T) => void) => (value: T) => {
    set(value);
    setChecked(null);
  };
  const free = preview.data?.weeks.filter((week) => week.free).length ?? 0;

  return (
    <Card.Root as="section" aria-labelledby="weekly-series-heading">
      <Card.Body gap="4">
        <Heading as="h2" size="md" id="weekly-series-heading">
          <LuRepeat aria-hidden style={{ display: 'inline', marginRight: '0.5rem' }} />
          Série semanal
        </Heading>
        {book.data ? (
          <SeriesResult
            weeks={book.data.weeks}
            booked={book.data.booked}
            action={
              <Button
                variant="outline"
                onClick={() => {
                  book.reset();
                  setChecked(null);
                }}
              >
                Agendar outra série
              </Button>
            }
          />
        ) : (
          <>
            <Text color="gray.600" fontSize="sm">
              Agende o mesmo horário toda semana para este paciente. Cada semana é verificada na sua agenda antes da confirmação.
            </Text>
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
              <DateInput label="Primeira data" value={date} onChange={change(setDate)} min={calendar.today()} name="seriesDate" />
              <Field.Root>
                <Field.Label>Horário</Field.Label>
                <TimeInput value={time} onChange={change(setTime)} bg="white" name="seriesTime" />
              </Field.Root>
              <Field.Root>
                <Field.Label>Por quantas semanas</Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field bg="white" value={weeks} onChange={(event) => change(setWeeks)(Number(event.currentTarget.value))}>
                    {seriesWeekOptions.map((option) => (
                      <option key={option} value={option}>
                        {option} semanas
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
            </SimpleGrid>
            <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
              <Button variant="outline" colorPalette="teal" disabled={!ready} onClick={check}>
                Verificar semanas
              </Button>
              {checked && (
                <Button colorPalette="teal" disabled={!preview.isSuccess || free === 0} loading={book.isPending} onClick={() => book.mutate(checked)}>
                  <LuCalendarCheck /> {free === 1 ? 'Agendar 1 consulta' : `Agendar ${free} consultas`}
                </Button>
              )}
            </Stack>
            {checked && <SeriesPreview weeks={preview.data?.weeks} loading={preview.isPending} error={preview.error} />}
          </>
        )}
      </Card.Body>
    </Card.Root>
  );
}
