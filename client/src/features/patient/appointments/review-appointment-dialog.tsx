import { useState } from 'react';
import { Field, Stack, Text, Textarea } from '@chakra-ui/react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useCalendar } from '../../../lib/calendar.tsx';
import type { PatientAppointment } from '../appointment-format.ts';
import { StarRatingPicker } from './star-rating.tsx';

const commentMaxLength = 1000;

interface ReviewAppointmentDialogProps {
  appointment: PatientAppointment | null;
  saving: boolean;
  onSubmit: (appointment: PatientAppointment, rating: number, comment: string) => void;
  onClose: () => void;
}

/** Mount with a key per appointment so the stars and the comment start empty for each one. */
export function ReviewAppointmentDialog({ appointment, saving, onSubmit, onClose }: ReviewAppointmentDialogProps) {
  const calendar = useCalendar();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  return (
    <ConfirmDialog
      open={appointment !== null}
      alert={false}
      title="Avaliar consulta"
      confirmLabel="Enviar avaliação"
      colorPalette="teal"
      busy={saving}
      confirmDisabled={rating === 0}
      onConfirm={() => appointment && onSubmit(appointment, rating, comment.trim())}
      onClose={onClose}
    >
      <Stack gap="4">
        <Text>
          Como foi sua consulta com <strong>{appointment?.psychologistName}</strong>
          {appointment ? ` em ${calendar.formatDate(appointment.startsAt)}` : ''}?
        </Text>
        <StarRatingPicker value={rating} onChange={setRating} />
        <Field.Root>
          <Field.Label>Comentário (opcional)</Field.Label>
          <Textarea
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            maxLength={commentMaxLength}
            rows={4}
          />
        </Field.Root>
      </Stack>
    </ConfirmDialog>
  );
}
