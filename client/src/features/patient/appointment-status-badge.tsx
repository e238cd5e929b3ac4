import { Badge } from '@chakra-ui/react';
import { appointmentStatusLabel, type AppointmentStatus } from '@acolhe/shared/appointments';
import { statusColorPalette } from './appointment-format.ts';

export function AppointmentStatusBadge({ appointment }: { appointment: { status: AppointmentStatus; cancellationNoticeHours: number } }) {
  return (
    <Badge colorPalette={statusColorPalette[appointment.status]} variant="subtle" size="md" flexShrink={0}>
      {appointmentStatusLabel(appointment.status, appointment.cancellationNoticeHours)}
    </Badge>
  );
}
