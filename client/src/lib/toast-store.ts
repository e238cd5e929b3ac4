import { createToaster } from '@chakra-ui/react';

/** The one toast queue, loaded with the first toast (notify.ts); components/toaster.tsx shows it. */
export const toaster = createToaster({ placement: 'top-end', pauseOnPageIdle: true });
