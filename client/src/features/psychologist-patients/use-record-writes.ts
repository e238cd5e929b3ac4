import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc.ts';

/** Writing to the record: every success reloads the record and the version histories. */
export function useRecordWrites() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.psychologist.records.pathKey() });
  const addEntry = useMutation(trpc.psychologist.records.addEntry.mutationOptions({ onSuccess: refresh }));
  const correctEntry = useMutation(
    trpc.psychologist.records.correctEntry.mutationOptions({ onSuccess: refresh }),
  );
  return { addEntry, correctEntry };
}
