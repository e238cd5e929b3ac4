import { Badge } from '@chakra-ui/react';
import { patientStatusLabels, type PatientStatus } from '@acolhe/shared/patients';

const palette: Record<PatientStatus, string> = { active: 'green', inactive: 'gray', pending: 'orange' };

export function PatientStatusBadge({ status }: { status: PatientStatus }) {
  return (
    <Badge colorPalette={palette[status]} variant="subtle">
      {patientStatusLabels[status]}
    </Badge>
  );
}
