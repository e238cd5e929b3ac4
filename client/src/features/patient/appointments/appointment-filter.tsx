import { Button, ButtonGroup, Box } from '@chakra-ui/react';
import type { appointmentFilters } from '@acolhe/shared/appointments';

export type AppointmentFilter = (typeof appointmentFilters)[number];

const options: { value: AppointmentFilter; label: string }[] = [
  { value: 'all', label: 'Todas' },
  { value: 'scheduled', label: 'Agendadas' },
  { value: 'completed', label: 'Concluídas' },
  { value: 'cancelled', label: 'Canceladas' },
];

/** Segmented buttons; on a narrow phone the row scrolls sideways rather than wrapping. */
export function AppointmentFilterButtons({
  value,
  onChange,
}: {
  value: AppointmentFilter;
  onChange: (filter: AppointmentFilter) => void;
}) {
  return (
    <Box overflowX="auto" mb="6" pb="1">
      <ButtonGroup size="sm" attached variant="outline" role="group" aria-label="Filtrar consultas" w={{ base: 'full', sm: 'auto' }}>
        {options.map((option) => {
          const active = option.value === value;
          return (
            <Button
              key={option.value}
              aria-pressed={active}
              flex={{ base: '1', sm: 'initial' }}
              px={{ base: '1.5', sm: '3.5' }}
              bg={active ? 'brand.solid' : 'white'}
              color={active ? 'brand.contrast' : 'gray.700'}
              _hover={{ bg: active ? 'brand.solid' : 'gray.100' }}
              onClick={() => onChange(option.value)}
            >
              {option.label}
            </Button>
          );
        })}
      </ButtonGroup>
    </Box>
  );
}
