import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { appointmentMessages } from '@acolhe/shared/appointment-messages';
import { errorMessage } from '../../lib/error-message.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { paths } from '../../lib/paths.ts';
import { useTRPC } from '../../lib/trpc.ts';

/**
 * Books the chosen slot. When another patient took it first, the screen forgets the time and reloads
 * dates and slots so the patient picks among what is really free.
 */
export function useBookAppointment({ onSlotTaken }: { onSlotTaken: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const refreshDirectory = () => queryClient.invalidateQueries({ queryKey: trpc.directory.pathKey() });

  return useMutation(
    trpc.appointments.book.mutationOptions({
      onSuccess: async () => {
        notifySuccess(appointmentMessages.booked);
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.appointments.pathKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.patient.pathKey() }),
        ]);
        void refreshDirectory();
        await navigate(paths.patient.appointments);
      },
      onError: (error) => {
        notifyError(errorMessage(error, appointmentMessages.bookingFailed));
        if (error.data?.reason === 'SLOT_TAKEN') {
          onSlotTaken();
          void refreshDirectory();
        }
      },
    }),
  );
}
