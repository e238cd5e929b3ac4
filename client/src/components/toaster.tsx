import { Toaster as ChakraToaster, Portal, Spinner, Stack, Toast } from '@chakra-ui/react';
import { toaster } from '../lib/toast-store.ts';

/** The region and close button in pt-BR: left to the library, screen readers heard "Notifications, top-end (alt+T)". */
const regionLabel = 'Notificações (Alt+T)';
const closeLabel = 'Fechar notificação';

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }} aria-label={regionLabel}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} data-testid={`toast-${toast.type ?? 'info'}`}>
            {toast.type === 'loading' ? <Spinner size="sm" color="brand.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger aria-label={closeLabel} />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
