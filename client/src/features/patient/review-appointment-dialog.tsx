import { useState } from 'react';
import { Button, CloseButton, Dialog, Field, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { formatDate } from '@acolhe/shared/format';
import type { PatientAppointment } from './appointment-types.ts';
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
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  return (
    <Dialog.Root open={appointment !== null} onOpenChange={({ open }) => !open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Avaliar consulta</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text>
                  Como foi sua consulta com <strong>{appointment?.psychologistName}</strong>
                  {appointment ? ` em ${formatDate(appointment.startsAt)}` : ''}?
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
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" disabled={saving}>
                  Cancelar
                </Button>
              </Dialog.ActionTrigger>
              <Button
                colorPalette="teal"
                loading={saving}
                disabled={saving || rating === 0}
                onClick={() => appointment && onSubmit(appointment, rating, comment.trim())}
              >
                Enviar avaliação
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
