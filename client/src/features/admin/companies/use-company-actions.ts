import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyMessages } from '@acolhe/shared/companies';
import { downloadCsv } from '../../../lib/download-csv.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useTRPC, useTRPCClient } from '../../../lib/trpc.ts';

const fallbackError = 'Não foi possível atualizar a empresa.';

/**
 * Status toggle, plan change, removal and the company's report. Each refreshes the list and the totals
 * once the server has answered, also after a failure: another admin may have changed the company.
 */
export function useCompanyActions({ onRemoved }: { onRemoved: () => void }) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.admin.companies.pathKey() });
  const failed = (error: unknown) => notifyError(errorMessage(error, fallbackError));

  const toggleStatus = useMutation(
    trpc.admin.companies.toggleStatus.mutationOptions({
      onSuccess: () => notifySuccess(companyMessages.statusUpdated),
      onError: failed,
      onSettled: refresh,
    }),
  );
  const changePlan = useMutation(
    trpc.admin.companies.changePlan.mutationOptions({
      onSuccess: () => notifySuccess(companyMessages.planUpdated),
      onError: failed,
      onSettled: refresh,
    }),
  );
  const remove = useMutation(
    trpc.admin.companies.remove.mutationOptions({
      onSuccess: () => {
        notifySuccess(companyMessages.removed);
        onRemoved();
      },
      onError: failed,
      onSettled: refresh,
    }),
  );
  const exportReport = useMutation({
    mutationFn: (id: number) => client.admin.companies.reportCsv.query({ id }),
    onSuccess: downloadCsv,
    onError: (error) => notifyError(errorMessage(error, companyMessages.reportError)),
  });

  const pendingId = (mutation: { isPending: boolean; variables?: { id: number } | undefined }) =>
    mutation.isPending ? (mutation.variables?.id ?? null) : null;
  return {
    toggleStatus: (id: number) => toggleStatus.mutate({ id }),
    changePlan: changePlan.mutate,
    remove: (id: number) => remove.mutate({ id }),
    exportReport: exportReport.mutate,
    togglingId: pendingId(toggleStatus),
    changingPlanId: pendingId(changePlan),
    removing: remove.isPending,
    exportingId: exportReport.isPending ? (exportReport.variables ?? null) : null,
  };
}
