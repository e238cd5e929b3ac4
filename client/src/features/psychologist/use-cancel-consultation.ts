import { useMutation, useQueryClient } from '@tanstack/react-query';
import { appointmentMessages } from '@acolhe/shared/appointments';
import { errorMessage } from '../../lib/error-message.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { useTRPC } from '../../lib/trpc.ts';

/** The psychologist's 'Cancelar consulta', refreshing the dashboard (lists and month figures) whatever the answer. */
export function useCancelConsultation({ onDone }: { onDone: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.psychologist.cancelAppointment.mutationOptions({
      onSuccess: () => {
        notifySuccess(appointmentMessages.cancelledByPsychologist);
        onDone();
      },
      onError: (error) => notifyError(errorMessage(error, appointmentMessages.cancelFailed)),
      onSettled: () => queryClient.invalidateQueries({ queryKey: trpc.psychologist.pathKey() }),
    }),
  );
}
