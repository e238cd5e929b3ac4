import { Center, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import type { SeriesWeek } from '@acolhe/shared/appointment-series';
import { errorMessage } from '../../lib/error-message.ts';
import { SeriesWeekList } from './series-week-list.tsx';

interface SeriesPreviewProps {
  weeks: SeriesWeek[] | undefined;
  loading: boolean;
  error: unknown;
}

/** The weeks the series would book, checked by the server before anyone confirms. */
export function SeriesPreview({ weeks, loading, error }: SeriesPreviewProps) {
  const free = weeks?.filter((week) => week.free).length ?? 0;
  return (
    <Stack gap="3" as="section" aria-label="Semanas da série">
      <Heading as="h3" size="sm">
        Semanas da série
      </Heading>
      {loading ? (
        <Center py="4" gap="3" color="gray.600" role="status">
          <Spinner size="sm" color="brand.solid" /> <Text>Verificando as semanas...</Text>
        </Center>
      ) : error ? (
        <Text color="red.600" role="alert">
          {errorMessage(error, 'Não foi possível verificar as semanas.')}
        </Text>
      ) : weeks ? (
        <>
          <Text color="gray.700" aria-live="polite">
            {free === weeks.length
              ? `Todas as ${weeks.length} semanas estão livres.`
              : `${free} de ${weeks.length} semanas estão livres; só elas serão agendadas.`}
          </Text>
          <SeriesWeekList weeks={weeks} label="Semanas verificadas" />
        </>
      ) : null}
    </Stack>
  );
}
