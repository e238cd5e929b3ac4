import { Text } from '@chakra-ui/react';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { useCalendar } from '../../lib/calendar.tsx';
import type { PatientAppointment } from './appointment-types.ts';

interface CancelAppointmentDialogProps {
  appointment: PatientAppointment | null;
  cancelling: boolean;
  onConfirm: (appointment: PatientAppointment) => void;
  onClose: () => void;
}

export function CancelAppointmentDialog({ appointment, cancelling, onConfirm, onClose }: CancelAppointmentDialogProps) {
  const calendar = useCalendar();
  return (
    <ConfirmDialog
      open={appointment !== null}
      title="Cancelar consulta?"
      confirmLabel="Sim, cancelar"
      cancelLabel="Manter consulta"
      busy={cancelling}
      onConfirm={() => appointment && onConfirm(appointment)}
      onClose={onClose}
    >
      <Text>
        A consulta com <strong>{appointment?.psychologistName}</strong> em{' '}
        {appointment ? calendar.formatDateTime(appointment.startsAt) : ''} será cancelada e o horário ficará livre para outros
        pacientes.
      </Text>
    </ConfirmDialog>
  );
}
