import { lazy, Suspense, useSyncExternalStore } from 'react';
import { onFirstToast, toastRaised } from '../lib/notify.ts';

const Toaster = lazy(() => import('./toaster.tsx').then((module) => ({ default: module.Toaster })));

/**
 * The toast region's components (and their portal) are fetched when the first toast is raised, not on
 * every first visit; the toasts raised before they arrive are kept by the store and shown.
 */
export function ToastRegion() {
  const wanted = useSyncExternalStore(onFirstToast, toastRaised, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
