import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export type ParamsEdit = (params: URLSearchParams) => void;

/**
 * Changes the address's search parameters starting from the address as it is now, not as of the last
 * render: React Router hands `setSearchParams`' function the parameters of the render that made it, so a
 * navigation still rendering (a filter chosen while a typed search waits to apply) would be undone by a
 * change made from the older ones. The parameters returned are those of the render, for reading.
 */
export function useAddressParams(): [URLSearchParams, (edit: ParamsEdit, options?: { replace?: boolean }) => void] {
  const [params, setParams] = useSearchParams();
  const change = useCallback(
    (edit: ParamsEdit, options: { replace?: boolean } = {}) =>
      setParams(
        () => {
          const next = new URLSearchParams(window.location.search);
          edit(next);
          return next;
        },
        { replace: options.replace ?? false, preventScrollReset: true },
      ),
    [setParams],
  );
  return [params, change];
}
