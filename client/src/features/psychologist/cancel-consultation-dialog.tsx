import { useState } from 'react';
import { Checkbox, Field, Stack, Text, Textarea } from '@chakra-ui/react';
import { cancellationReasonSchema } from '@acolhe/shared/appointments';
import { appointmentMessages } from '@acolhe/shared/appointment-messages';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { useCalendar } from '../../lib/calendar.tsx';
import type { RouterOutputs } from '../../lib/trpc.ts';

type PsychologistAppointment = RouterOutputs['psychologist']['appointments']['today'][number];

interface CancelConsultationDialogProps {
  appointment: PsychologistAppointment | null;
  cancelling: boolean;
  /** `rest`: this occurrence of a weekly series and every later one. */
  onConfirm: (appointment: PsychologistAppointment, reason: string, rest: boolean) => void;
  onClose: () => void;
}

/** The psychologist's cancellation: a reason the patient reads in the e-mail, checked by the API's own schema. */
export function CancelConsultationDialog({ appointment, cancelling, onConfirm, onClose }: CancelConsultationDialogProps) {
  const calendar = useCalendar();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [rest, setRest] = useState(false);
  const confirm = () => {
    if (!appointment) return;
    const parsed = cancellationReasonSchema.safeParse(reason);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? appointmentMessages.cancelReasonRequired);
      return;
    }
    onConfirm(appointment, parsed.data, rest);
  };
  return (
    <ConfirmDialog
      open={appointment !== null}
      alert={false}
      title="Cancelar consulta?"
      confirmLabel="Cancelar consulta"
      cancelLabel="Voltar"
      busy={cancelling}
      onConfirm={confirm}
      onClose={onClose}
    >
      <Stack gap="4">
        <Text>
          A consulta com <strong>{appointment?.patientName}</strong> em{' '}
          {appointment ? calendar.formatDateTime(appointment.startsAt) : ''} será cancelada. O paciente receberá um e-mail
          com o motivo e um link para agendar outro horário; o cancelamento não conta contra ele.
        </Text>
        <Field.Root invalid={error !== null} required>
          <Field.Label>Motivo do cancelamento</Field.Label>
          <Textarea
            bg="white"
            rows={3}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setError(null);
            }}
          />
          <Field.ErrorText>{error}</Field.ErrorText>
        </Field.Root>
        {appointment?.seriesId != null && (
          <Checkbox.Root checked={rest} onCheckedChange={(details) => setRest(details.checked === true)} colorPalette="red">
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>Cancelar também as próximas consultas desta série semanal</Checkbox.Label>
          </Checkbox.Root>
        )}
      </Stack>
    </ConfirmDialog>
  );
}
