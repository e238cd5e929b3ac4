import { Card, Stack, Text } from '@chakra-ui/react';
import type { FieldArrayWithId } from 'react-hook-form';
import { agendaWeekdays, type SaveAgendaInput } from '@acolhe/shared/agenda';
import { WeekdaySlots, type SlotListControls } from './weekday-slots.tsx';

interface WeeklyAvailabilityCardProps extends SlotListControls {
  fields: FieldArrayWithId<SaveAgendaInput, 'slots'>[];
}

/** One list of slots in the form, shown grouped by weekday from Monday to Sunday. */
export function WeeklyAvailabilityCard({
  fields,
  control,
  errors,
  onAdd,
  onRemove,
}: WeeklyAvailabilityCardProps) {
  const indexed = fields.map((field, index) => ({ key: field.id, weekday: field.weekday, index }));
  return (
    <Card.Root as="section" size={{ base: 'sm', md: 'md' }} aria-labelledby="weekly-availability-title">
      <Card.Header>
        <Card.Title as="h2" id="weekly-availability-title">Disponibilidade Semanal</Card.Title>
        <Card.Description>
          Os pacientes só podem agendar dentro dos horários marcados como disponíveis.
        </Card.Description>
      </Card.Header>
      <Card.Body>
        <Stack gap="5">
          {agendaWeekdays.map((weekday) => (
            <WeekdaySlots
              key={weekday}
              weekday={weekday}
              slots={indexed.filter((slot) => slot.weekday === weekday)}
              control={control}
              errors={errors}
              onAdd={onAdd}
              onRemove={onRemove}
            />
          ))}
        </Stack>
        {errors?.root?.message && (
          <Text color="red.600" fontSize="sm" mt="4" role="alert">
            {errors.root.message}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}
