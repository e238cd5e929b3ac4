import { Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { Control, FieldErrors } from 'react-hook-form';
import { LuPlus } from 'react-icons/lu';
import { defaultNewSlot, type AvailabilitySlotInput, type SaveAgendaInput } from '@acolhe/shared/agenda';
import { weekdayNames } from '@acolhe/shared/calendar-format';
import { SlotRow } from './slot-row.tsx';

/** The agenda form's slot list, as every weekday's group edits it. */
export interface SlotListControls {
  control: Control<SaveAgendaInput>;
  errors: FieldErrors<SaveAgendaInput>['slots'];
  onAdd: (slot: AvailabilitySlotInput) => void;
  onRemove: (index: number) => void;
}

interface WeekdaySlotsProps extends SlotListControls {
  weekday: number;
  /** This weekday's slots with their position in the form's one list. */
  slots: { key: string; index: number }[];
}

export function WeekdaySlots({
  weekday,
  slots,
  control,
  errors,
  onAdd,
  onRemove,
}: WeekdaySlotsProps) {
  const name = weekdayNames[weekday] ?? '';
  const headingId = `weekday-${weekday}-title`;
  return (
    <Stack
      gap="3"
      borderBottomWidth="1px"
      pb="5"
      _last={{ borderBottomWidth: 0, pb: 0 }}
      role="group"
      aria-labelledby={headingId}
    >
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h3" size="sm" id={headingId}>
          {name}
        </Heading>
        <Button
          size={{ base: 'xs', sm: 'sm' }}
          variant="outline"
          aria-label={`Adicionar horário ${name}`}
          onClick={() => onAdd({ weekday, ...defaultNewSlot, isAvailable: true })}
        >
          <LuPlus /> Adicionar horário
        </Button>
      </Flex>
      {slots.length === 0 ? (
        <Text fontSize="sm" color="gray.500">
          Sem horários neste dia.
        </Text>
      ) : (
        slots.map((slot, position) => (
          <SlotRow
            key={slot.key}
            index={slot.index}
            label={`${name} ${position + 1}`}
            control={control}
            errors={errors?.[slot.index]}
            onRemove={onRemove}
          />
        ))
      )}
    </Stack>
  );
}
