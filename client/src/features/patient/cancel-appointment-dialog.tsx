import { Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import { formatDateTime } from '@acolhe/shared/format';
import type { PatientAppointment } from './appointment-types.ts';

interface CancelAppointmentDialogProps {
  appointment: PatientAppointment | null;
  cancelling: boolean;
  onConfirm: (appointment: PatientAppointment) => void;
  onClose: () => void;
}

export function CancelAppointmentDialog({ appointment, cancelling, onConfirm, onClose }: CancelAppointmentDialogProps) {
  return (
    <Dialog.Root role="alertdialog" open={appointment !== null} onOpenChange={({ open }) => !open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Cancelar consulta?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>
                A consulta com <strong>{appointment?.psychologistName}</strong> em{' '}
                {appointment ? formatDateTime(appointment.startsAt) : ''} será cancelada e o horário ficará livre para
                outros pacientes.
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" disabled={cancelling}>
                  Manter consulta
                </Button>
              </Dialog.ActionTrigger>
              <Button
                colorPalette="red"
                loading={cancelling}
                disabled={cancelling}
                onClick={() => appointment && onConfirm(appointment)}
              >
                Sim, cancelar
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
