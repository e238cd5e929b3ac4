import { Alert, Stack, Text } from '@chakra-ui/react';
import { seriesMessages } from '@acolhe/shared/appointment-series';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useCalendar } from '../../../lib/calendar.tsx';
import type { PatientAppointment } from '../appointment-format.ts';

interface CancelRestDialogProps {
  appointment: PatientAppointment | null;
  cancelling: boolean;
  now: Date;
  /** The server's LATE_CANCELLATION message, when a notice ran out before the confirmation arrived. */
  serverWarning: string | null;
  onConfirm: (appointment: PatientAppointment, acceptLate: boolean) => void;
  onClose: () => void;
}

/**
 * Asks before cancelling this occurrence and every later one of the series. Occurrences are a week apart
 * and a notice is at most 48 hours, so only this one can be inside its notice: then the warning shows.
 */
export function CancelRestDialog({ appointment, cancelling, now, serverWarning, onConfirm, onClose }: CancelRestDialogProps) {
  const calendar = useCalendar();
  const lateHere = appointment !== null && now.getTime() > Date.parse(appointment.lateCancellationFrom);
  const warning = serverWarning ?? (lateHere && appointment ? seriesMessages.lateRestWarning(1, appointment.cancellationNoticeHours) : null);
  return (
    <ConfirmDialog
      open={appointment !== null}
      title="Cancelar esta e as próximas?"
      confirmLabel={warning ? 'Cancelar mesmo assim' : 'Sim, cancelar todas'}
      cancelLabel="Manter consultas"
      busy={cancelling}
      onConfirm={() => appointment && onConfirm(appointment, warning !== null)}
      onClose={onClose}
    >
      <Stack gap="3">
        <Text>
          A consulta com <strong>{appointment?.psychologistName}</strong> em{' '}
          {appointment ? calendar.formatDateTime(appointment.startsAt) : ''} e todas as seguintes desta série semanal serão canceladas.
          Os horários ficarão livres para outros pacientes.
        </Text>
        {warning && (
          <Alert.Root status="warning" role="alert">
            <Alert.Indicator />
            <Alert.Description>{warning}</Alert.Description>
          </Alert.Root>
        )}
      </Stack>
    </ConfirmDialog>
  );
}
