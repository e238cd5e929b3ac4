import { useMutation, useQueryClient } from '@tanstack/react-query';
import { seriesMessages } from '@acolhe/shared/appointment-series';
import { appointmentMessages } from '@acolhe/shared/appointment-messages';
import { errorMessage } from '../../lib/error-message.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { useTRPC } from '../../lib/trpc.ts';

/** The psychologist's 'Cancelar consulta', refreshing the dashboard (lists and month figures) whatever the answer. */
export function useCancelConsultation({ onDone }: { onDone: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const onError = (error: unknown) => notifyError(errorMessage(error, appointmentMessages.cancelFailed));
  const onSettled = () => queryClient.invalidateQueries({ queryKey: trpc.psychologist.pathKey() });
  const one = useMutation(
    trpc.psychologist.cancelAppointment.mutationOptions({
      onSuccess: () => {
        notifySuccess(appointmentMessages.cancelledByPsychologist);
        onDone();
      },
      onError,
      onSettled,
    }),
  );
  // 'Cancelar também as próximas': this occurrence of a weekly series and the later ones, one reason.
  const rest = useMutation(
    trpc.psychologist.cancelSeriesRest.mutationOptions({
      onSuccess: (result) => {
        notifySuccess(`${seriesMessages.cancelledRest(result.cancelled)}. O paciente foi avisado por e-mail.`);
        onDone();
      },
      onError,
      onSettled,
    }),
  );
  return {
    isPending: one.isPending || rest.isPending,
    mutate: (input: { appointmentId: number; reason: string }, series = false) => (series ? rest.mutate(input) : one.mutate(input)),
  };
}
