import { NativeSelect, Stack } from '@chakra-ui/react';
import { patientStatuses, patientStatusLabels, type PatientStatus } from '@acolhe/shared/patients';
import { SearchField } from '../../components/inputs/search-field.tsx';

export type StatusFilter = PatientStatus | 'all';

const statusOptions: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'Todos' },
  ...patientStatuses.map((status) => ({ value: status, label: patientStatusLabels[status] })),
];

function toStatusFilter(value: string): StatusFilter {
  return patientStatuses.find((status) => status === value) ?? 'all';
}

interface PatientFiltersProps {
  search: string;
  status: StatusFilter;
  onSearchChange: (search: string) => void;
  onStatusChange: (status: StatusFilter) => void;
}

export function PatientFilters({ search, status, onSearchChange, onStatusChange }: PatientFiltersProps) {
  return (
    <Stack
      direction={{ base: 'column', md: 'row' }}
      gap="3"
      mb="6"
      role="search"
      aria-label="Filtrar pacientes"
    >
      <SearchField value={search} onChange={onSearchChange} placeholder="Buscar por nome ou e-mail" />
      <NativeSelect.Root w={{ base: 'full', md: '56' }}>
        <NativeSelect.Field
          bg="white"
          aria-label="Status"
          value={status}
          onChange={(event) => onStatusChange(toStatusFilter(event.target.value))}
        >
          {statusOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Stack>
  );
}
