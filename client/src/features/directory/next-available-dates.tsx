import { Badge, Heading, Stack, Text, Wrap } from '@chakra-ui/react';
import { formatWeekdayAndDay } from '@acolhe/shared/calendar';

export function NextAvailableDates({ dates }: { dates: string[] }) {
  return (
    <Stack as="section" aria-label="Próximas datas disponíveis" gap="3">
      <Heading as="h2" size="md">
        Próximas datas disponíveis
      </Heading>
      {dates.length === 0 ? (
        <Text color="gray.500" fontSize="sm">
          Sem horários livres nos próximos 60 dias.
        </Text>
      ) : (
        <Wrap as="ul" gap="2" listStyleType="none">
          {dates.map((date) => (
            <Badge as="li" key={date} colorPalette="teal" variant="subtle" size="lg" px="3" py="1.5">
              {formatWeekdayAndDay(date)}
            </Badge>
          ))}
        </Wrap>
      )}
    </Stack>
  );
}
