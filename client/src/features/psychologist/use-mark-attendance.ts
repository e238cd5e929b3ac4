import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionMessages } from '@acolhe/shared/sessions';
import { errorMessage } from '../../lib/error-message.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { useTRPC } from '../../lib/trpc.ts';

/** 'Marcar como concluída' / 'Marcar falta': settles a started appointment, then refreshes the dashboard. */
export function useMarkAttendance() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.sessions.markAttendance.mutationOptions({
      onSuccess: async ({ status }) => {
        notifySuccess(status === 'completed' ? sessionMessages.markedCompleted : sessionMessages.markedNoShow);
        await queryClient.invalidateQueries({ queryKey: trpc.psychologist.pathKey() });
      },
      onError: (error) => notifyError(errorMessage(error, 'Não foi possível registrar a presença.')),
    }),
  );
}
