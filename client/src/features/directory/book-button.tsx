import { Button, type ButtonProps } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { LuCalendarPlus } from 'react-icons/lu';
import { useAuthSession } from '../../lib/auth-session.tsx';
import { paths } from '../../lib/paths.ts';

interface BookingLink {
  to: string;
  state: { from: string } | undefined;
}

/**
 * Where booking with this psychologist (on a chosen day, if any) leads: patients to the booking page, a
 * visitor to sign in first and back to it. Psychologists and administrators cannot book: null.
 */
export function useBookingLink(psychologistId: number, isoDay?: string): BookingLink | null {
  const { user } = useAuthSession();
  if (user && user.role !== 'patient') return null;
  const schedule = isoDay ? paths.scheduleOn(psychologistId, isoDay) : paths.schedule(psychologistId);
  return user ? { to: schedule, state: undefined } : { to: paths.login, state: { from: schedule } };
}

export function BookButton({ psychologistId, ...props }: { psychologistId: number } & ButtonProps) {
  const link = useBookingLink(psychologistId);
  if (!link) return null;
  return (
    <Button asChild colorPalette="teal" {...props}>
      <RouterLink to={link.to} state={link.state}>
        <LuCalendarPlus /> Agendar Consulta
      </RouterLink>
    </Button>
  );
}
