import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { applicationStatusFilters, type ApplicationStatusFilter } from '@acolhe/shared/admin';

const filterNames = ['search', 'status', 'page'] as const;
type FilterName = (typeof filterNames)[number];
const keys: Record<FilterName, string> = { search: 'busca', status: 'status', page: 'pagina' };
const defaultStatus: ApplicationStatusFilter = 'pending';

function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/**
 * Search, status tab and page live in the URL, so reloading, sharing a link or going back keeps them.
 * The queue opens on the pending applications; any filter change returns to page 1.
 */
export function useApplicationFilters() {
  const [params, setParams] = useSearchParams();
  const search = params.get(keys.search) ?? '';
  const status = applicationStatusFilters.find((value) => value === params.get(keys.status)) ?? defaultStatus;
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
    status,
    page,
    // Typing would otherwise leave one history entry per pause.
    setSearch: (value: string) => update({ search: value }, { replace: true }),
    setStatus: (value: ApplicationStatusFilter) => update({ status: value === defaultStatus ? null : value }),
    setPage: (value: number, options?: { replace?: boolean }) =>
      update({ page: value > 1 ? String(value) : null }, options),
    clear: () => setParams(new URLSearchParams(), { preventScrollReset: true }),
  };
}
