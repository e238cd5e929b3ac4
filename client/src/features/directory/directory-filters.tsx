import { Button, NativeSelect, Stack } from '@chakra-ui/react';
import { SearchField } from '../../components/inputs/search-field.tsx';
import { useValueChosenEarly } from '../../components/inputs/use-value-chosen-early.ts';
import { LuFilterX } from 'react-icons/lu';
import { directorySortLabels, directorySorts, type DirectorySort } from '@acolhe/shared/directory-sorts';
import { specialties } from '@acolhe/shared/specialties';
import { sortOf, specialtyOf, type SpecialtyFilter } from './use-directory-filters.ts';

interface DirectoryFiltersProps {
  search: string;
  specialty: SpecialtyFilter;
  sort: DirectorySort;
  onSearchChange: (search: string) => void;
  onSpecialtyChange: (specialty: SpecialtyFilter) => void;
  onSortChange: (sort: DirectorySort) => void;
  onClear: () => void;
}

export function DirectoryFilters(props: DirectoryFiltersProps) {
  const { search, specialty, sort, onSearchChange, onSpecialtyChange, onSortChange, onClear } = props;
  // The directory comes from the server: a choice made before the app adopts it counts (as a search does).
  const specialtyField = useValueChosenEarly<HTMLSelectElement>(specialty, (value) => onSpecialtyChange(specialtyOf(value)));
  const sortField = useValueChosenEarly<HTMLSelectElement>(sort, (value) => onSortChange(sortOf(value)));
  return (
    <Stack
      direction={{ base: 'column', lg: 'row' }}
      gap="3"
      mb="4"
      role="search"
      aria-label="Filtrar psicólogos"
    >
      <SearchField value={search} onChange={onSearchChange} placeholder="Buscar por nome ou especialidade" />
      <NativeSelect.Root w={{ base: 'full', lg: '64' }}>
        <NativeSelect.Field
          bg="white"
          ref={specialtyField}
          aria-label="Especialidade"
          value={specialty}
          onChange={(event) => onSpecialtyChange(specialtyOf(event.target.value))}
        >
          <option value="all">Todas as especialidades</option>
          {specialties.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <NativeSelect.Root w={{ base: 'full', lg: '52' }}>
        <NativeSelect.Field
          bg="white"
          ref={sortField}
          aria-label="Ordenar por"
          value={sort}
          onChange={(event) => onSortChange(sortOf(event.target.value))}
        >
          {directorySorts.map((value) => (
            <option key={value} value={value}>
              {directorySortLabels[value]}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Button variant="outline" bg="white" onClick={onClear}>
        <LuFilterX /> Limpar filtros
      </Button>
    </Stack>
  );
}
