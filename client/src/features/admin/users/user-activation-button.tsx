import { Button, Stack, Text } from '@chakra-ui/react';
import { adminUserMessages } from '@acolhe/shared/admin-users';
import { approvalStatusLabels, roleLabels } from '@acolhe/shared/roles';
import type { RouterOutputs } from '../../../lib/trpc.ts';

type ManagedUser = RouterOutputs['admin']['users']['list']['items'][number];

export function roleOf(user: ManagedUser): string {
  const role = roleLabels[user.role];
  return user.approvalStatus ? `${role} · ${approvalStatusLabels[user.approvalStatus]}` : role;
}

/** Desativar or Reativar; on the admin's own row, disabled with the reason beside it. */
export function ActivationButton({ user, own, onClick }: { user: ManagedUser; own: boolean; onClick: () => void }) {
  if (own) {
    const reasonId = `own-account-${user.id}`;
    return (
      <Stack gap="1" align="end">
        <Button size="xs" variant="outline" disabled aria-describedby={reasonId}>
          Desativar
        </Button>
        <Text id={reasonId} fontSize="xs" color="gray.500" maxW="40" textAlign="right">
          {adminUserMessages.cannotDeactivateSelf}
        </Text>
      </Stack>
    );
  }
  return (
    <Button size="xs" variant="outline" colorPalette={user.isActive ? 'red' : 'teal'} onClick={onClick}>
      {user.isActive ? 'Desativar' : 'Reativar'}
    </Button>
  );
}
