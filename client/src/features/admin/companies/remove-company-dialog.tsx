import { Text } from '@chakra-ui/react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import type { RouterOutputs } from '../../../lib/trpc.ts';

interface RemoveCompanyDialogProps {
  company: RouterOutputs['admin']['companies']['list']['items'][number] | null;
  busy: boolean;
  onConfirm: (id: number) => void;
  onClose: () => void;
}

export function RemoveCompanyDialog({ company, busy, onConfirm, onClose }: RemoveCompanyDialogProps) {
  return (
    <ConfirmDialog
      open={company !== null}
      title="Excluir empresa?"
      confirmLabel="Excluir"
      busy={busy}
      onConfirm={() => company && onConfirm(company.id)}
      onClose={onClose}
    >
      <Text mb="2">
        {company?.name} sai da lista e o código {company?.code} deixa de valer para novos cadastros. Os funcionários
        perdem o vínculo com a empresa.
      </Text>
      <Text color="gray.600">As consultas já realizadas continuam registradas e faturadas para ela.</Text>
    </ConfirmDialog>
  );
}
