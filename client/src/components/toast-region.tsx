import { Component, lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { onFirstToast, toastRaised } from '../lib/notify.ts';

const Toaster = lazy(() => import('./toaster.tsx').then((module) => ({ default: module.Toaster })));

/** The toast region sits above every screen's error boundary: if its chunk cannot load, it shows nothing rather than taking the app down. */
class WithoutToastsOnError extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * The toast region's components (and their portal) are fetched when the first toast is raised, not on
 * every first visit; the toasts raised before they arrive wait in the queue (lib/notify.ts) and are shown.
 */
export function ToastRegion() {
  const wanted = useSyncExternalStore(onFirstToast, toastRaised, () => false);
  if (!wanted) return null;
  return (
    <WithoutToastsOnError>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </WithoutToastsOnError>
  );
}
