import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { rescheduleMessages } from '@acolhe/shared/reschedule';
import { errorMessage } from '../../lib/error-message.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { paths } from '../../lib/paths.ts';
import { useTRPC } from '../../lib/trpc.ts';

/**
 * Moves the consultation to the chosen slot. A slot taken meanwhile is forgotten and the free ones are
 * reloaded; any refusal (the notice ran out, for one) is shown as the server words it.
 */
export function useRescheduleAppointment({ onSlotTaken }: { onSlotTaken: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.appointments.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.patient.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.directory.pathKey() }),
    ]);

  return useMutation(
    trpc.appointments.reschedule.mutationOptions({
      onSuccess: async () => {
        notifySuccess(rescheduleMessages.rescheduled);
        await refresh();
        await navigate(paths.patient.appointments);
      },
      onError: (error) => {
        notifyError(errorMessage(error, 'Não foi possível remarcar a consulta. Tente novamente.'));
        if (error.data?.reason === 'SLOT_TAKEN') onSlotTaken();
        void refresh();
      },
    }),
  );
}
