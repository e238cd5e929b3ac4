import { Button, NativeSelect, Stack } from '@chakra-ui/react';
import { SearchField } from '../../components/search-field.tsx';
import { LuFilterX } from 'react-icons/lu';
import { approvalStatuses } from '@acolhe/shared/roles';
import type { ApprovalStatus } from '@acolhe/shared/roles';

export type StatusFilter = ApprovalStatus | 'all';

const statusOptions: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'Todos' },
  { value: 'pending', label: 'Pendentes' },
  { value: 'approved', label: 'Aprovados' },
  { value: 'rejected', label: 'Rejeitados' },
];

function toStatusFilter(value: string): StatusFilter {
  return approvalStatuses.find((status) => status === value) ?? 'all';
}

interface ApplicationFiltersProps {
  search: string;
  status: StatusFilter;
  onSearchChange: (search: string) => void;
  onStatusChange: (status: StatusFilter) => void;
  onClear: () => void;
}

export function ApplicationFilters({
  search,
  status,
  onSearchChange,
  onStatusChange,
  onClear,
}: ApplicationFiltersProps) {
  return (
    <Stack
      direction={{ base: 'column', md: 'row' }}
      gap="3"
      mb="6"
      role="search"
      aria-label="Filtrar candidaturas"
    >
      <SearchField
        value={search}
        onChange={onSearchChange}
        placeholder="Buscar por nome, e-mail ou especialidade"
      />
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
      <Button variant="outline" bg="white" onClick={onClear}>
        <LuFilterX /> Limpar Filtros
      </Button>
    </Stack>
  );
}
