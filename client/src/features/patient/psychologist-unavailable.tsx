import { Alert, Badge } from '@chakra-ui/react';
import type { PatientAppointment } from './appointment-format.ts';

/** A scheduled consultation whose psychologist the administration has deactivated: it cannot happen. */
export function isWithUnavailablePsychologist(appointment: PatientAppointment): boolean {
  return appointment.status === 'scheduled' && !appointment.psychologistActive;
}

export function PsychologistUnavailableNotice({ cancellable }: { cancellable: boolean }) {
  return (
    <Alert.Root status="warning" size="sm">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Profissional indisponível</Alert.Title>
        <Alert.Description>
          {cancellable
            ? 'Este(a) psicólogo(a) não atende mais pelo Acolhe. Você pode cancelar esta consulta.'
            : 'Este(a) psicólogo(a) não atende mais pelo Acolhe.'}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

export function PsychologistUnavailableBadge() {
  return (
    <Badge colorPalette="orange" variant="subtle" size="sm">
      Profissional indisponível
    </Badge>
  );
}
