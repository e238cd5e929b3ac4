import { Badge } from '@chakra-ui/react';
import { appointmentStatusLabels, type AppointmentStatus } from '@acolhe/shared/appointments';
import { statusColorPalette } from './appointment-format.ts';

export function AppointmentStatusBadge({ status }: { status: AppointmentStatus }) {
  return (
    <Badge colorPalette={statusColorPalette[status]} variant="subtle" size="md" flexShrink={0}>
      {appointmentStatusLabels[status]}
    </Badge>
  );
}
