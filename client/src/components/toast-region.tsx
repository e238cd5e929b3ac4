import { lazy, Suspense, useSyncExternalStore } from 'react';
import { onFirstToast, toastRaised } from '../lib/notify.ts';
import { ErrorBoundary } from './error-boundary.tsx';

const Toaster = lazy(() => import('./toaster.tsx').then((module) => ({ default: module.Toaster })));

const noToasts = () => null;

/**
 * The toast region's components (and their portal) are fetched when the first toast is raised, not on
 * every first visit; the toasts raised before they arrive wait in the queue (lib/notify.ts) and are shown.
 * The region sits above every screen's error boundary: if its chunk cannot load, it shows nothing rather
 * than taking the app down.
 */
export function ToastRegion() {
  const wanted = useSyncExternalStore(onFirstToast, toastRaised, () => false);
  if (!wanted) return null;
  return (
    <ErrorBoundary fallback={noToasts}>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </ErrorBoundary>
  );
}
