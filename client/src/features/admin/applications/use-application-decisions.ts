import { useCallback } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messages } from '@acolhe/shared/messages';
import { errorMessage } from '../../../lib/error-message.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useTRPC } from '../../../lib/trpc.ts';

/**
 * Approve and reject, each refreshing what a decision changes once the server has answered.
 * The returned callbacks are stable so the memoised cards do not re-render while the admin types.
 */
export function useApplicationDecisions({ onDecided }: { onDecided: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  // A decision moves the counters, the dashboard's headcounts and bars, and the recent activity.
  const refresh = () =>
    Promise.all(
      [trpc.admin.applications.pathKey(), trpc.admin.dashboard.pathKey(), trpc.admin.activity.pathKey()].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );

  const approveMutation = useMutation(
    trpc.admin.applications.approve.mutationOptions({
      onSuccess: () => {
        notifySuccess(messages.approveSuccess);
        onDecided();
      },
      onError: (error) => notifyError(errorMessage(error, messages.approveError)),
      // Also after a failure: another admin may have decided first, so the list is stale.
      onSettled: refresh,
    }),
  );

  const rejectMutation = useMutation(
    trpc.admin.applications.reject.mutationOptions({
      onSuccess: () => {
        notifySuccess(messages.rejectSuccess);
        onDecided();
      },
      onError: (error) => notifyError(errorMessage(error, messages.rejectError)),
      onSettled: refresh,
    }),
  );

  const { mutate: approveMutate } = approveMutation;
  const { mutate: rejectMutate } = rejectMutation;
  // Called only once the admin has ticked the CRP check in the details dialog.
  const approve = useCallback(
    ({ id }: { id: number }) => approveMutate({ id, crpChecked: true }),
    [approveMutate],
  );
  const reject = useCallback(
    ({ id }: { id: number }, reason: string) => rejectMutate({ id, reason: reason.trim() || undefined }),
    [rejectMutate],
  );

  return {
    approve,
    reject,
    approvingId: approveMutation.isPending ? approveMutation.variables.id : null,
    rejectingId: rejectMutation.isPending ? rejectMutation.variables.id : null,
  };
}
