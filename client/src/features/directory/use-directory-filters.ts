import { directorySorts, type DirectorySort } from '@acolhe/shared/directory-sorts';
import { specialties, type Specialty } from '@acolhe/shared/specialties';
import { pageOf, useUrlFilters } from '../../lib/use-url-filters.ts';

export type SpecialtyFilter = Specialty | 'all';

const keys = { search: 'busca', specialty: 'especialidade', sort: 'ordem', page: 'pagina' };

/** The specialty a field or the address names; 'all' for none or one we do not list. */
export const specialtyOf = (value: string | null): SpecialtyFilter => specialties.find((known) => known === value) ?? 'all';
/** The sort a field or the address names; by rating for none or an unknown one. */
export const sortOf = (value: string | null): DirectorySort => directorySorts.find((known) => known === value) ?? 'rating';

/**
 * Search, specialty, sort and page live in the URL, so reloading, sharing a link or going back keeps
 * them. Any filter change returns to page 1.
 */
export function useDirectoryFilters() {
  const { read, update, clear } = useUrlFilters(keys);
  const search = read('search') ?? '';
  const specialty = specialtyOf(read('specialty'));
  const sort = sortOf(read('sort'));
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
