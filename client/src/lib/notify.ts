import type * as toastStore from './toast-store.ts';

type ToastType = 'success' | 'error';

/**
 * Screens raise toasts here. The queue itself (toast-store.ts, Chakra's toast machine) is fetched with the
 * first toast rather than with every first visit; toasts raised meanwhile are shown in order once it is in.
 */
let queue: Promise<typeof toastStore> | undefined;
let raised = false;
const raisedListeners = new Set<() => void>();

function raise(type: ToastType, title: string): void {
  queue ??= import('./toast-store.ts');
  void queue.then(({ toaster }) => toaster.create({ type, title, closable: true }));
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
