import { useQueryClient } from '@tanstack/react-query';
import { useTRPC, type RouterOutputs } from '../../lib/trpc.ts';

export type TaxIds = RouterOutputs['patient']['profile']['taxIds'];

/** Puts what a save answered in the cache, so the card shows the masked CPFs the server now holds. */
export function useStoreTaxIds() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return (taxIds: TaxIds) => queryClient.setQueryData(trpc.patient.profile.taxIds.queryKey(), taxIds);
}
