import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agendaMessages, blockedAddedMessage } from '@acolhe/shared/agenda';
import { errorMessage } from '../../lib/error-message.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { useTRPC } from '../../lib/trpc.ts';

/** Add and remove blocked dates, each refreshing the agenda once the server has answered. */
export function useBlockedDates({ onAdded }: { onAdded: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.agenda.get.queryKey() });

  const add = useMutation(
    trpc.agenda.addBlockedDate.mutationOptions({
      onSuccess: async (result) => {
        notifySuccess(blockedAddedMessage(result.scheduledCount));
        onAdded();
        await refresh();
      },
      onError: (error) => notifyError(errorMessage(error, agendaMessages.blockedAddFailed)),
    }),
  );

  const remove = useMutation(
    trpc.agenda.removeBlockedDate.mutationOptions({
      onSuccess: () => notifySuccess(agendaMessages.blockedRemoved),
      onError: (error) => notifyError(errorMessage(error, agendaMessages.blockedRemoveFailed)),
      // Also after a failure: a date already gone (another tab) should leave the list.
      onSettled: refresh,
    }),
  );

  return {
    add: add.mutate,
    adding: add.isPending,
    remove: remove.mutate,
    removingId: remove.isPending ? remove.variables.id : null,
  };
}
