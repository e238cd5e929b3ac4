import { Badge, HStack, List, Text } from '@chakra-ui/react';
import { LuCircleCheck, LuCircleX } from 'react-icons/lu';
import type { SeriesWeek } from '@acolhe/shared/appointment-series';
import { formatDay, formatShortWeekday } from '@acolhe/shared/calendar-format';

interface SeriesWeekListProps {
  weeks: SeriesWeek[];
  /** After the booking the free weeks read 'Agendada'; before it, 'Livre'. */
  booked?: boolean;
  label: string;
}

/** Each week of a weekly series: its local date and time, and whether it is (or was) booked or why not. */
export function SeriesWeekList({ weeks, booked = false, label }: SeriesWeekListProps) {
  return (
    <List.Root as="ol" gap="2" variant="plain" aria-label={label}>
      {weeks.map((week) => (
        <List.Item key={week.startsAt}>
          <HStack justify="space-between" w="full" gap="3" flexWrap="wrap" borderBottomWidth="1px" borderColor="gray.100" pb="2">
            <Text>
              <Text as="span" color="gray.600">
                Semana {week.week}:
              </Text>{' '}
              {formatShortWeekday(week.date)}. {formatDay(week.date)} às {week.time}
            </Text>
            {week.free ? (
              <Badge colorPalette="green" variant="subtle">
                <LuCircleCheck aria-hidden /> {booked ? 'Agendada' : 'Livre'}
              </Badge>
            ) : (
              <Badge colorPalette="red" variant="subtle">
                <LuCircleX aria-hidden /> {booked ? `Não agendada: ${week.reasonLabel ?? ''}` : week.reasonLabel}
              </Badge>
            )}
          </HStack>
        </List.Item>
      ))}
    </List.Root>
  );
}
