import { directorySorts, type DirectorySort } from '@acolhe/shared/directory-sorts';
import { specialties, type Specialty } from '@acolhe/shared/specialties';
import { pageOf, useUrlFilters } from '../../lib/use-url-filters.ts';

export type SpecialtyFilter = Specialty | 'all';

const keys = { search: 'busca', specialty: 'especialidade', sort: 'ordem', page: 'pagina' };

/**
 * Search, specialty, sort and page live in the URL, so reloading, sharing a link or going back keeps
 * them. Any filter change returns to page 1.
 */
export function useDirectoryFilters() {
  const { read, update, clear } = useUrlFilters(keys);
  const search = read('search') ?? '';
  const specialty: SpecialtyFilter = specialties.find((value) => value === read('specialty')) ?? 'all';
  const sort: DirectorySort = directorySorts.find((value) => value === read('sort')) ?? 'rating';
  const page = pageOf(read('page'));

  return {
    search,
    specialty,
    sort,
    page,
    // Typing would otherwise leave one history entry per pause.
    setSearch: (value: string) => update({ search: value }, { replace: true }),
    setSpecialty: (value: SpecialtyFilter) => update({ specialty: value === 'all' ? null : value }),
    setSort: (value: DirectorySort) => update({ sort: value === 'rating' ? null : value }),
    setPage: (value: number) => update({ page: value > 1 ? String(value) : null }),
    clear,
  };
}
