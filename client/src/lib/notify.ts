import type * as toastStore from './toast-store.ts';

type ToastType = 'success' | 'error';

/**
 * Screens raise toasts here. The queue itself (toast-store.ts, Chakra's toast machine) is fetched with the
 * first toast rather than with every first visit; toasts raised meanwhile are shown in order once it is in.
 */
let queue: Promise<typeof toastStore> | undefined;
let raised = false;
const raisedListeners = new Set<() => void>();

/**
 * The queue, fetched once. A fetch that failed (offline, a chunk gone after a deploy) is not tried again:
 * Chromium keeps a module that failed to load failed for the page's life, so later toasts are lost too,
 * with a line in the console, and the page goes on.
 */
function loadQueue(): Promise<typeof toastStore> {
  queue ??= import('./toast-store.ts');
  return queue;
}

function raise(type: ToastType, title: string): void {
  loadQueue().then(
    ({ toaster }) => toaster.create({ type, title, closable: true }),
    (error: unknown) => console.error(`Aviso não mostrado: ${title}`, error),
  );
  if (raised) return;
  raised = true;
  for (const listener of raisedListeners) listener();
}

export function notifySuccess(title: string): void {
  raise('success', title);
}

export function notifyError(title: string): void {
  raise('error', title);
}

/** Whether any toast was raised yet: the toast region renders nothing before. */
export function toastRaised(): boolean {
  return raised;
}

export function onFirstToast(listener: () => void): () => void {
  raisedListeners.add(listener);
  return () => raisedListeners.delete(listener);
}
