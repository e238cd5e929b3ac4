import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { directorySorts, type DirectorySort } from '@acolhe/shared/directory-sorts';
import { specialties, type Specialty } from '@acolhe/shared/specialties';

export type SpecialtyFilter = Specialty | 'all';

const filterNames = ['search', 'specialty', 'sort', 'page'] as const;
type FilterName = (typeof filterNames)[number];
const keys: Record<FilterName, string> = { search: 'busca', specialty: 'especialidade', sort: 'ordem', page: 'pagina' };

function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/**
 * Search, specialty, sort and page live in the URL, so reloading, sharing a link or going back keeps
 * them. Any filter change returns to page 1.
 */
export function useDirectoryFilters() {
  const [params, setParams] = useSearchParams();
  const search = params.get(keys.search) ?? '';
  const specialty: SpecialtyFilter = specialties.find((value) => value === params.get(keys.specialty)) ?? 'all';
  const sort: DirectorySort = directorySorts.find((value) => value === params.get(keys.sort)) ?? 'rating';
  const page = pageOf(params.get(keys.page));

  const update = useCallback(
    (changes: Partial<Record<FilterName, string | null>>, options: { replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (!('page' in changes)) next.delete(keys.page);
          for (const name of filterNames) {
            if (!(name in changes)) continue;
            const value = changes[name];
            if (value) next.set(keys[name], value);
            else next.delete(keys[name]);
          }
          return next;
        },
        { replace: options.replace ?? false, preventScrollReset: true },
      );
    },
    [setParams],
  );

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
    clear: () => setParams(new URLSearchParams(), { preventScrollReset: true }),
  };
}
