import type { ReactNode } from 'react';
import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** The confirm button's colour: red for what cannot be undone. */
  colorPalette?: string;
  busy: boolean;
  confirmDisabled?: boolean;
  /** An alert dialog interrupts (destructive confirmations); a plain one holds a small form. */
  alert?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** A dialog that asks before acting; both buttons are disabled while the action runs. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, title, children, confirmLabel, cancelLabel = 'Cancelar', colorPalette = 'red', busy } = props;
  return (
    <Dialog.Root role={props.alert === false ? 'dialog' : 'alertdialog'} open={open} onOpenChange={({ open: next }) => !next && props.onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" disabled={busy}>
                  {cancelLabel}
                </Button>
              </Dialog.ActionTrigger>
              <Button
                colorPalette={colorPalette}
                loading={busy}
                disabled={busy || props.confirmDisabled}
                onClick={props.onConfirm}
              >
                {confirmLabel}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Fechar" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
