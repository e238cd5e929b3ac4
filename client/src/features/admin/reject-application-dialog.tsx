import { useState } from 'react';
import { Button, CloseButton, Dialog, Field, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import type { Application } from './application-types.ts';

const reasonMaxLength = 1000;

interface RejectApplicationDialogProps {
  application: Application | null;
  rejecting: boolean;
  onConfirm: (application: Application, reason: string) => void;
  onClose: () => void;
}

/** Mount with a key per application so the reason starts empty for each one. */
export function RejectApplicationDialog({
  application,
  rejecting,
  onConfirm,
  onClose,
}: RejectApplicationDialogProps) {
  const [reason, setReason] = useState('');
  return (
    <Dialog.Root
      role="alertdialog"
      open={application !== null}
      onOpenChange={({ open }) => !open && onClose()}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Rejeitar candidatura</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text>
                  Deseja rejeitar a candidatura de <strong>{application?.name}</strong>? Esta ação não pode
                  ser desfeita.
                </Text>
                <Field.Root>
                  <Field.Label>Motivo da rejeição (opcional)</Field.Label>
                  <Textarea
                    value={reason}
                    onChange={(event) => setReason(event.target.value)}
                    maxLength={reasonMaxLength}
                    rows={4}
                  />
                  <Field.HelperText>O motivo é enviado ao candidato por e-mail.</Field.HelperText>
                </Field.Root>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" disabled={rejecting}>
                  Cancelar
                </Button>
              </Dialog.ActionTrigger>
              <Button
                colorPalette="red"
                loading={rejecting}
                disabled={rejecting}
                onClick={() => application && onConfirm(application, reason)}
              >
                Confirmar Rejeição
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
