import { createToaster } from '@chakra-ui/react';

/** The one toast queue: screens push to it, components/toaster.tsx shows it. */
export const toaster = createToaster({ placement: 'top-end', pauseOnPageIdle: true });

export function notifySuccess(title: string): void {
  toaster.create({ type: 'success', title, closable: true });
}

export function notifyError(title: string): void {
  toaster.create({ type: 'error', title, closable: true });
}
