import { applicationStatusFilters, type ApplicationStatusFilter } from '@acolhe/shared/admin';
import { pageOf, useUrlFilters } from '../../../lib/use-url-filters.ts';

const keys = { search: 'busca', status: 'status', page: 'pagina' };
const defaultStatus: ApplicationStatusFilter = 'pending';

/**
 * Search, status tab and page live in the URL, so reloading, sharing a link or going back keeps them.
 * The queue opens on the pending applications; any filter change returns to page 1.
 */
export function useApplicationFilters() {
  const { read, update, clear } = useUrlFilters(keys);
  const search = read('search') ?? '';
  const status = applicationStatusFilters.find((value) => value === read('status')) ?? defaultStatus;
  const page = pageOf(read('page'));

  return {
    search,
    status,
    page,
    // Typing would otherwise leave one history entry per pause.
    setSearch: (value: string) => update({ search: value }, { replace: true }),
    setStatus: (value: ApplicationStatusFilter) => update({ status: value === defaultStatus ? null : value }),
    setPage: (value: number, options?: { replace?: boolean }) =>
      update({ page: value > 1 ? String(value) : null }, options),
    clear,
  };
}
