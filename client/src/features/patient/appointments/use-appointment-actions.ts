import { useMutation, useQueryClient } from '@tanstack/react-query';
import { appointmentMessages } from '@acolhe/shared/appointment-messages';
import { errorMessage } from '../../../lib/error-message.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useTRPC } from '../../../lib/trpc.ts';

/** Cancel and review, each refreshing the lists and the dashboard counts once the server has answered. */
export function useAppointmentActions({ onDone, onLate }: { onDone: () => void; onLate: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  // Also after a failure: the appointment may have changed meanwhile (started, cancelled elsewhere).
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.appointments.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.patient.pathKey() }),
    ]);

  const cancel = useMutation(
    trpc.appointments.cancel.mutationOptions({
      onSuccess: (cancelled) => {
        notifySuccess(
          cancelled.status === 'late_cancelled'
            ? appointmentMessages.lateCancelled(cancelled.cancellationNoticeHours)
            : appointmentMessages.cancelled,
        );
        onDone();
      },
      onError: (error) => {
        notifyError(errorMessage(error, appointmentMessages.cancelFailed));
        // The notice ran out before the confirmation arrived: the dialog stays, now with the warning.
        if (error.data?.reason === 'LATE_CANCELLATION') onLate();
      },
      onSettled: refresh,
    }),
  );

  const review = useMutation(
    trpc.appointments.review.mutationOptions({
      onSuccess: () => {
        notifySuccess(appointmentMessages.reviewSaved);
        onDone();
      },
      onError: (error) => notifyError(errorMessage(error, 'Erro ao enviar avaliação')),
      onSettled: refresh,
    }),
  );

  return { cancel, review };
}
