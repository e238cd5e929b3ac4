import { Button, Stack } from '@chakra-ui/react';
import { LuFilterX } from 'react-icons/lu';
import { SearchField } from '../../../components/inputs/search-field.tsx';

interface ApplicationFiltersProps {
  search: string;
  onSearchChange: (search: string) => void;
  onClear: () => void;
}

/** The search box; the status is chosen by the tabs below it. */
export function ApplicationFilters({ search, onSearchChange, onClear }: ApplicationFiltersProps) {
  return (
    <Stack direction={{ base: 'column', md: 'row' }} gap="3" mb="4" role="search" aria-label="Filtrar candidaturas">
      <SearchField value={search} onChange={onSearchChange} placeholder="Buscar por nome, e-mail ou especialidade" />
      <Button variant="outline" bg="white" onClick={onClear}>
        <LuFilterX /> Limpar Filtros
      </Button>
    </Stack>
  );
}
