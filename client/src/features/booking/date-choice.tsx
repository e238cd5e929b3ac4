import { Box, Button, Center, HStack, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { formatDayAndMonth, formatShortWeekday } from '@acolhe/shared/calendar-format';
import { errorMessage } from '../../lib/error-message.ts';

interface DateChoiceProps {
  dates: string[] | undefined;
  loading: boolean;
  error: unknown;
  selected: string | null;
  onSelect: (date: string) => void;
}

/** A day chosen before the list showed (from the address) may sit beyond the strip's scroll. */
function showChosen(button: HTMLButtonElement | null) {
  button?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
}

/** The free days as a strip of toggles; each is named by what it shows ('23/11 Seg'), as WCAG 2.5.3 asks. */
export function DateChoice({ dates, loading, error, selected, onSelect }: DateChoiceProps) {
  const body = () => {
    if (loading) {
      return (
        <Center py="6" gap="3" color="gray.600" role="status">
          <Spinner size="sm" color="brand.solid" /> <Text>Carregando datas...</Text>
        </Center>
      );
    }
    if (error) return <Text color="red.600">{errorMessage(error, 'Não foi possível carregar as datas disponíveis.')}</Text>;
    if (!dates?.length) return <Text color="gray.600">Nenhuma data disponível nos próximos dias</Text>;
    return (
      // Room around the strip so a focused date's ring is not cut off by the scroll box.
      <Box overflowX="auto" p="1" pb="2">
        <HStack gap="2" role="group" aria-label="Datas disponíveis" w="max-content">
          {dates.map((date) => {
            const active = date === selected;
            return (
              <Button
                key={date}
                data-day={date}
                ref={active ? showChosen : undefined}
                aria-pressed={active}
                variant={active ? 'solid' : 'outline'}
                colorPalette="teal"
                bg={active ? undefined : 'white'}
                h="auto"
                minW="20"
                py="2"
                flexDirection="column"
                gap="0"
                onClick={() => onSelect(date)}
              >
                <Text fontWeight="bold">{formatDayAndMonth(date)}</Text>
                <Text fontSize="xs">{formatShortWeekday(date)}</Text>
              </Button>
            );
          })}
        </HStack>
      </Box>
    );
  };
  return (
    <Stack gap="3" as="section" aria-label="Escolha uma data">
      <Heading as="h2" size="md">
        Escolha uma data
      </Heading>
      {body()}
    </Stack>
  );
}
