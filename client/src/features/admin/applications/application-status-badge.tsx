import { Badge } from '@chakra-ui/react';
import { approvalStatusLabels } from '@acolhe/shared/roles';
import type { ApprovalStatus } from '@acolhe/shared/roles';
import { statusColorPalette } from './application-format.ts';

export function ApplicationStatusBadge({ status }: { status: ApprovalStatus }) {
  return (
    <Badge colorPalette={statusColorPalette[status]} variant="subtle" size="md">
      {approvalStatusLabels[status]}
    </Badge>
  );
}
