import { useState } from 'react';
import { Field, Stack, Text, Textarea } from '@chakra-ui/react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import type { Application } from './application-format.ts';

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
    <ConfirmDialog
      open={application !== null}
      title="Rejeitar candidatura"
      confirmLabel="Confirmar Rejeição"
      busy={rejecting}
      onConfirm={() => application && onConfirm(application, reason)}
      onClose={onClose}
    >
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
    </ConfirmDialog>
  );
}
