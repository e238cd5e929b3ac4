import { useCallback } from 'react';
import { useAddressParams } from './use-address-params.ts';

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
  const [params, change] = useAddressParams();
  const update = useCallback(
    (changes: Partial<Record<Name | 'page', string | null>>, options: { replace?: boolean } = {}) =>
      change((next) => {
        if (!('page' in changes)) next.delete(keys.page);
        for (const name of Object.keys(changes) as (Name | 'page')[]) {
          const value = changes[name];
          if (value) next.set(keys[name], value);
          else next.delete(keys[name]);
        }
      }, options),
    [change, keys],
  );
  const clear = useCallback(
    () =>
      change((next) => {
        for (const name of [...next.keys()]) next.delete(name);
      }),
    [change],
  );
  return { read: (name: Name | 'page') => params.get(keys[name]), update, clear };
}
