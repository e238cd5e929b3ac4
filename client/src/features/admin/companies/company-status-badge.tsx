import { Badge } from '@chakra-ui/react';
import { companyStatusLabel } from '@acolhe/shared/companies';

const palettes: Record<string, string> = { active: 'green', inactive: 'gray', pending: 'yellow' };

export function CompanyStatusBadge({ status }: { status: string }) {
  return (
    <Badge colorPalette={palettes[status] ?? 'gray'} variant="subtle">
      {companyStatusLabel(status)}
    </Badge>
  );
}
