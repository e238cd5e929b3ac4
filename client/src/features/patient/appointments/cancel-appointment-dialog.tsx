import { useState } from 'react';
import { Alert, Stack, Text } from '@chakra-ui/react';
import { appointmentMessages } from '@acolhe/shared/appointment-messages';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useCalendar } from '../../../lib/calendar.tsx';
import type { PatientAppointment } from '../appointment-format.ts';

interface CancelAppointmentDialogProps {
  appointment: PatientAppointment | null;
  cancelling: boolean;
  now: Date;
  /** The server refused an on-time confirmation because the notice had run out meanwhile. */
  lateByServer: boolean;
  /** `acceptLate`: the warning was shown, so a late cancellation is what the patient confirmed. */
  onConfirm: (appointment: PatientAppointment, acceptLate: boolean) => void;
  onClose: () => void;
}

/** Asks before cancelling; with less than the psychologist's notice left it warns that the cancellation is late. */
export function CancelAppointmentDialog({ appointment, cancelling, now, lateByServer, onConfirm, onClose }: CancelAppointmentDialogProps) {
  const calendar = useCalendar();
  // The clock ticks every 30 s: a notice that runs out in between shows the warning before anything is sent.
  const [ranOut, setRanOut] = useState(false);
  const lateAt = (time: number) => appointment !== null && time > Date.parse(appointment.lateCancellationFrom);
  const late = lateByServer || ranOut || lateAt(now.getTime());
  const confirm = () => {
    if (!appointment) return;
    if (!late && lateAt(Date.now())) {
      setRanOut(true);
      return;
    }
    onConfirm(appointment, late);
  };
  return (
    <ConfirmDialog
      open={appointment !== null}
      title="Cancelar consulta?"
      confirmLabel={late ? 'Cancelar mesmo assim' : 'Sim, cancelar'}
      cancelLabel="Manter consulta"
      busy={cancelling}
      onConfirm={confirm}
      onClose={onClose}
    >
      <Stack gap="3">
        <Text>
          A consulta com <strong>{appointment?.psychologistName}</strong> em{' '}
          {appointment ? calendar.formatDateTime(appointment.startsAt) : ''} será cancelada e o horário ficará livre para outros
          pacientes.
        </Text>
        {appointment && late && (
          <Alert.Root status="warning" role="alert">
            <Alert.Indicator />
            <Alert.Description>{appointmentMessages.lateWarning(appointment.cancellationNoticeHours)}</Alert.Description>
          </Alert.Root>
        )}
      </Stack>
    </ConfirmDialog>
  );
}
