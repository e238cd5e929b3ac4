import { Button, type ButtonProps } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { LuCalendarPlus } from 'react-icons/lu';
import { useSession } from '../../app/session.tsx';

/**
 * Patients book; a visitor signs in first and comes back to the booking. Psychologists and
 * administrators cannot book, so they see no button.
 */
export function BookButton({ psychologistId, ...props }: { psychologistId: number } & ButtonProps) {
  const { user } = useSession();
  if (user && user.role !== 'patient') return null;
  const schedule = `/schedule/${psychologistId}`;
  return (
    <Button asChild colorPalette="teal" {...props}>
      <RouterLink to={user ? schedule : '/login'} state={user ? undefined : { from: schedule }}>
        <LuCalendarPlus /> Agendar Consulta
      </RouterLink>
    </Button>
  );
}
