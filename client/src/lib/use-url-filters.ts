import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** A `page` search parameter as a page number: 1 unless it names a later page. */
export function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/**
 * A screen's filters kept in the URL under pt-BR keys, so reloading, sharing a link or going back keeps
 * them. `update` sets or removes the named ones, and any change that does not name `page` returns to
 * page 1, and keeps every other parameter the address has at that moment; `clear` removes them all.
 */
export function useUrlFilters<Name extends string>(keys: Record<Name | 'page', string>) {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (changes: Partial<Record<Name | 'page', string | null>>, options: { replace?: boolean } = {}) => {
      setParams(
        () => {
          // From the address as it is now, not as of the last render: React Router hands a function the
          // parameters of the render that made it, and a navigation still rendering (a filter chosen
          // while a typed search waits to apply) would be undone by a change made from the older ones.
          const next = new URLSearchParams(window.location.search);
          if (!('page' in changes)) next.delete(keys.page);
          for (const name of Object.keys(changes) as (Name | 'page')[]) {
            const value = changes[name];
            if (value) next.set(keys[name], value);
            else next.delete(keys[name]);
          }
          return next;
        },
        { replace: options.replace ?? false, preventScrollReset: true },
      );
    },
    [setParams, keys],
  );
  const clear = useCallback(
    () => setParams(new URLSearchParams(), { preventScrollReset: true }),
    [setParams],
  );
  return { read: (name: Name | 'page') => params.get(keys[name]), update, clear };
}
