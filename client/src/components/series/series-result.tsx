import { Card, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { seriesMessages, type SeriesWeek } from '@acolhe/shared/appointment-series';
import { SeriesWeekList } from './series-week-list.tsx';

interface SeriesResultProps {
  weeks: SeriesWeek[];
  booked: number;
  /** What comes next (a link to the consultations). */
  action?: ReactNode;
}

/** After the booking: which weeks were booked and which were not, and why. */
export function SeriesResult({ weeks, booked, action }: SeriesResultProps) {
  return (
    <Card.Root as="section" aria-label="Resultado da série semanal">
      <Card.Body gap="4">
        <Heading as="h2" size="md">
          Série semanal agendada
        </Heading>
        <Text role="status">{seriesMessages.booked(booked, weeks.length)}</Text>
        <SeriesWeekList weeks={weeks} booked label="Semanas da série" />
        {action && <Stack direction="row">{action}</Stack>}
      </Card.Body>
    </Card.Root>
  );
}

