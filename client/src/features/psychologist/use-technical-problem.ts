import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rescheduleMessages } from '@acolhe/shared/reschedule';
import { errorMessage } from '../../lib/error-message.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { useTRPC } from '../../lib/trpc.ts';

/** 'Problema técnico' on a started consultation: the patient may then reschedule it at no cost. */
export function useTechnicalProblem() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.psychologist.markTechnicalProblem.mutationOptions({
      onSuccess: () => notifySuccess(rescheduleMessages.technicalProblemMarked),
      onError: (error) => notifyError(errorMessage(error, 'Não foi possível registrar o problema técnico.')),
      onSettled: () => queryClient.invalidateQueries({ queryKey: trpc.psychologist.pathKey() }),
    }),
  );
}
