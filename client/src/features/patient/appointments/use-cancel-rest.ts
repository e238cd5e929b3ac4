import { useMutation, useQueryClient } from '@tanstack/react-query';
import { seriesMessages } from '@acolhe/shared/appointment-series';
import { appointmentMessages } from '@acolhe/shared/appointment-messages';
import { errorMessage } from '../../../lib/error-message.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useTRPC } from '../../../lib/trpc.ts';

/** 'Cancelar esta e as próximas': the server applies the notice to each occurrence. */
export function useCancelRest({ onDone, onLate }: { onDone: () => void; onLate: (warning: string) => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.appointments.cancelRest.mutationOptions({
      onSuccess: (result) => {
        const late = result.lateCancelled > 0 ? ` ${result.lateCancelled === 1 ? '1 contou' : `${result.lateCancelled} contaram`} como cancelamento tardio.` : '';
        notifySuccess(`${seriesMessages.cancelledRest(result.cancelled)}.${late}`);
        onDone();
      },
      onError: (error) => {
        // A notice that ran out meanwhile: the dialog stays open, now with the server's warning.
        if (error.data?.reason === 'LATE_CANCELLATION') onLate(error.message);
        else notifyError(errorMessage(error, appointmentMessages.cancelFailed));
      },
      onSettled: () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.appointments.pathKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.patient.pathKey() }),
        ]),
    }),
  );
}
