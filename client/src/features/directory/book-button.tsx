import { Button, type ButtonProps } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { LuCalendarPlus } from 'react-icons/lu';
import { useAuthSession } from '../../lib/auth-session.tsx';
import { paths } from '../../lib/paths.ts';

/**
 * Patients book; a visitor signs in first and comes back to the booking. Psychologists and
 * administrators cannot book, so they see no button.
 */
export function BookButton({ psychologistId, ...props }: { psychologistId: number } & ButtonProps) {
  const { user } = useAuthSession();
  if (user && user.role !== 'patient') return null;
  const schedule = paths.schedule(psychologistId);
  return (
    <Button asChild colorPalette="teal" {...props}>
      <RouterLink to={user ? schedule : paths.login} state={user ? undefined : { from: schedule }}>
        <LuCalendarPlus /> Agendar Consulta
      </RouterLink>
    </Button>
  );
}
