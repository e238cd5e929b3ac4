import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminUserMessages } from '@acolhe/shared/admin-users';
import { errorMessage } from '../../../lib/error-message.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useTRPC, type RouterOutputs } from '../../../lib/trpc.ts';

type ManagedUser = RouterOutputs['admin']['users']['list']['items'][number];

/** Deactivates or reactivates an account, then refreshes the list (also after a failure: it may be stale). */
export function useUserActivation({ onDone }: { onDone: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.admin.users.pathKey() });
  const deactivate = useMutation(
    trpc.admin.users.deactivate.mutationOptions({
      onSuccess: () => {
        notifySuccess(adminUserMessages.deactivated);
        onDone();
      },
      onError: (error) => notifyError(errorMessage(error, adminUserMessages.deactivateError)),
      onSettled: refresh,
    }),
  );
  const reactivate = useMutation(
    trpc.admin.users.reactivate.mutationOptions({
      onSuccess: () => {
        notifySuccess(adminUserMessages.reactivated);
        onDone();
      },
      onError: (error) => notifyError(errorMessage(error, adminUserMessages.reactivateError)),
      onSettled: refresh,
    }),
  );
  return {
    change: (user: ManagedUser) => (user.isActive ? deactivate : reactivate).mutate({ id: user.id }),
    busy: deactivate.isPending || reactivate.isPending,
  };
}
