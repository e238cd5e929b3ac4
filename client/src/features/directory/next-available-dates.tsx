import { Badge, Button, Heading, Stack, Text, Wrap } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { formatWeekdayAndDay } from '@acolhe/shared/calendar-format';
import { useBookingLink } from './book-button.tsx';

/** One free day: a link to book on it for whoever may book, a plain chip for everyone else. */
function DateChip({ psychologistId, date }: { psychologistId: number; date: string }) {
  const link = useBookingLink(psychologistId, date);
  const label = formatWeekdayAndDay(date);
  if (!link) {
    return (
      <Badge colorPalette="teal" variant="subtle" size="lg" px="3" py="1.5">
        {label}
      </Badge>
    );
  }
  return (
    <Button asChild colorPalette="teal" variant="subtle" size="sm">
      <RouterLink to={link}>{label}</RouterLink>
    </Button>
  );
}

export function NextAvailableDates({ psychologistId, dates }: { psychologistId: number; dates: string[] }) {
  return (
    <Stack as="section" aria-label="Próximas datas disponíveis" gap="3">
      <Heading as="h2" size="md">
        Próximas datas disponíveis
      </Heading>
      {dates.length === 0 ? (
        <Text color="gray.600" fontSize="sm">
          Sem horários livres nos próximos 60 dias.
        </Text>
      ) : (
        <Wrap as="ul" gap="2" listStyleType="none">
          {dates.map((date) => (
            <li key={date}>
              <DateChip psychologistId={psychologistId} date={date} />
            </li>
          ))}
        </Wrap>
      )}
    </Stack>
  );
}
