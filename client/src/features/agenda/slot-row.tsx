import { Flex, HStack, IconButton, Stack, Switch, Text, VisuallyHidden } from '@chakra-ui/react';
import { Controller, type Control, type FieldErrors } from 'react-hook-form';
import { LuTrash2 } from 'react-icons/lu';
import type { AvailabilitySlotInput, SaveAgendaInput } from '@acolhe/shared/agenda';
import { TimeInput } from '../../components/inputs/time-input.tsx';

interface SlotRowProps {
  index: number;
  /** Weekday and position, e.g. 'Segunda-feira 1', naming every control of the row. */
  label: string;
  control: Control<SaveAgendaInput>;
  errors: FieldErrors<AvailabilitySlotInput> | undefined;
  onRemove: (index: number) => void;
}

export function SlotRow({ index, label, control, errors, onRemove }: SlotRowProps) {
  const message = errors?.startTime?.message ?? errors?.endTime?.message ?? errors?.weekday?.message;
  return (
    <Stack gap="1">
      <Flex direction={{ base: 'column', sm: 'row' }} gap="3" align={{ base: 'stretch', sm: 'center' }}>
        <HStack gap="2" flex="1" minW="0" maxW={{ sm: 'sm' }}>
          <Controller
            control={control}
            name={`slots.${index}.startTime`}
            render={({ field }) => (
              <TimeInput
                ref={field.ref}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                bg="white"
                flex="1"
                minW="0"
                px={{ base: '2', sm: '3' }}
                aria-label={`Início ${label}`}
                aria-invalid={!!errors?.startTime}
              />
            )}
          />
          <Text color="gray.500" fontSize="sm" flexShrink={0}>
            até
          </Text>
          <Controller
            control={control}
            name={`slots.${index}.endTime`}
            render={({ field }) => (
              <TimeInput
                ref={field.ref}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                bg="white"
                flex="1"
                minW="0"
                px={{ base: '2', sm: '3' }}
                aria-label={`Fim ${label}`}
                aria-invalid={!!errors?.endTime}
              />
            )}
          />
        </HStack>
        <HStack justify="space-between" gap="4" flex={{ sm: '1' }}>
          <Controller
            control={control}
            name={`slots.${index}.isAvailable`}
            render={({ field }) => (
              <Switch.Root
                colorPalette="teal"
                checked={field.value}
                onCheckedChange={(details) => field.onChange(details.checked)}
              >
                <Switch.HiddenInput ref={field.ref} name={field.name} onBlur={field.onBlur} />
                <Switch.Control>
                  <Switch.Thumb />
                </Switch.Control>
                <Switch.Label>
                  Disponível<VisuallyHidden> {label}</VisuallyHidden>
                </Switch.Label>
              </Switch.Root>
            )}
          />
          <IconButton
            size="sm"
            variant="ghost"
            colorPalette="red"
            aria-label={`Remover horário ${label}`}
            onClick={() => onRemove(index)}
          >
            <LuTrash2 />
          </IconButton>
        </HStack>
      </Flex>
      {message && (
        <Text color="red.600" fontSize="sm" role="alert">
          {message}
        </Text>
      )}
    </Stack>
  );
}
