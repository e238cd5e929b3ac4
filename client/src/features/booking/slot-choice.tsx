import { Button, Center, Heading, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { errorMessage } from '../../lib/error-message.ts';
import type { RouterOutputs } from '../../lib/trpc.ts';

type TimeSlot = RouterOutputs['directory']['slots'][number];

interface SlotChoiceProps {
  slots: TimeSlot[] | undefined;
  loading: boolean;
  error: unknown;
  selected: string | null;
  onSelect: (slot: TimeSlot) => void;
}

/** The chosen day's slots; taken or past ones stay visible but cannot be pressed. */
export function SlotChoice({ slots, loading, error, selected, onSelect }: SlotChoiceProps) {
  const body = () => {
    if (loading) {
      return (
        <Center py="6" gap="3" color="gray.600" role="status">
          <Spinner size="sm" color="brand.solid" /> <Text>Carregando horários...</Text>
        </Center>
      );
    }
    if (error) return <Text color="red.600">{errorMessage(error, 'Não foi possível carregar os horários.')}</Text>;
    if (!slots?.length) return <Text color="gray.600">Nenhum horário disponível nesta data</Text>;
    return (
      <SimpleGrid columns={{ base: 3, sm: 4, md: 6 }} gap="2" role="group" aria-label="Horários">
        {slots.map((slot) => {
          const active = slot.startsAt === selected;
          return (
            <Button
              key={slot.startsAt}
              disabled={!slot.available}
              aria-disabled={!slot.available}
              aria-pressed={active}
              variant={active ? 'solid' : 'outline'}
              colorPalette="teal"
              bg={active ? undefined : 'white'}
              textDecoration={slot.available ? undefined : 'line-through'}
              onClick={() => onSelect(slot)}
            >
              {slot.time}
            </Button>
          );
        })}
      </SimpleGrid>
    );
  };
  return (
    <Stack gap="3" as="section" aria-label="Escolha um horário">
      <Heading as="h2" size="md">
        Escolha um horário
      </Heading>
      {body()}
    </Stack>
  );
}
