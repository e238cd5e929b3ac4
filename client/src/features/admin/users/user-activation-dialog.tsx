import { Text } from '@chakra-ui/react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import type { RouterOutputs } from '../../../lib/trpc.ts';

type ManagedUser = RouterOutputs['admin']['users']['list']['items'][number];

interface UserActivationDialogProps {
  user: ManagedUser | null;
  busy: boolean;
  onConfirm: (user: ManagedUser) => void;
  onClose: () => void;
}

/** Asks before switching an account off (or back on), saying what it means for the person. */
export function UserActivationDialog({ user, busy, onConfirm, onClose }: UserActivationDialogProps) {
  const deactivating = user?.isActive ?? true;
  return (
    <ConfirmDialog
      open={user !== null}
      title={deactivating ? 'Desativar usuário?' : 'Reativar usuário?'}
      confirmLabel={deactivating ? 'Desativar' : 'Reativar'}
      colorPalette={deactivating ? 'red' : 'teal'}
      busy={busy}
      onConfirm={() => user && onConfirm(user)}
      onClose={onClose}
    >
      <Text>
        {deactivating
          ? `${user?.name ?? ''} não poderá mais entrar na plataforma e as sessões abertas serão encerradas agora.`
          : `${user?.name ?? ''} poderá entrar na plataforma novamente.`}
      </Text>
    </ConfirmDialog>
  );
}
