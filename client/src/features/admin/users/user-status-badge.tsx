import { Badge } from '@chakra-ui/react';
import { accountStatusLabels } from '@acolhe/shared/admin-users';

export function UserStatusBadge({ isActive }: { isActive: boolean }) {
  return (
    <Badge colorPalette={isActive ? 'green' : 'gray'} variant="subtle">
      {accountStatusLabels[isActive ? 'active' : 'inactive']}
    </Badge>
  );
}
