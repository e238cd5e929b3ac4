import { useEffect } from 'react';
import { markAdopted } from '../start/page-adoption.ts';

/**
 * Rendered beside the route's element inside its Suspense boundary: a boundary React has not adopted
 * commits nothing inside it, so this effect runs only once the page is adopted.
 */
export function PageAdopted(): null {
  useEffect(() => markAdopted(), []);
  return null;
}
