import { useMutation, useQueryClient } from '@tanstack/react-query';
import { seriesMessages } from '@acolhe/shared/appointment-series';
import { appointmentMessages } from '@acolhe/shared/appointment-messages';
import { errorMessage } from '../../lib/error-message.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { useTRPC } from '../../lib/trpc.ts';

/** Books the free weeks of a weekly series; the screen then shows which weeks were booked. */
export function useBookSeries() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.appointments.bookSeries.mutationOptions({
      onSuccess: async (result) => {
        notifySuccess(seriesMessages.booked(result.booked, result.weeks.length));
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.appointments.pathKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.patient.pathKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.directory.pathKey() }),
        ]);
      },
      onError: (error) => {
        notifyError(errorMessage(error, appointmentMessages.bookingFailed));
        void queryClient.invalidateQueries({ queryKey: trpc.appointments.previewSeries.pathKey() });
      },
    }),
  );
}
