import { Button, type ButtonProps } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { LuCalendarPlus } from 'react-icons/lu';
import { useAuthSession } from '../../lib/auth-session.tsx';
import { paths } from '../../lib/paths.ts';

/**
 * Where booking with this psychologist (on a chosen day, if any) leads, for whoever may book: the booking
 * page itself. A visitor is sent to sign in by that page's guard, which remembers it; the link carries no
 * state of its own, so it works the same when followed before the app has adopted a server-rendered page.
 * Psychologists and administrators cannot book: null.
 */
export function useBookingLink(psychologistId: number, isoDay?: string): string | null {
  const { user } = useAuthSession();
  if (user && user.role !== 'patient') return null;
  return isoDay ? paths.scheduleOn(psychologistId, isoDay) : paths.schedule(psychologistId);
}

/** The booking link's icon and words: on the profile's button, and on a directory card's plain link. */
export function BookLinkContent() {
  return (
    <>
      <LuCalendarPlus /> Agendar Consulta
    </>
  );
}

export function BookButton({ psychologistId, ...props }: { psychologistId: number } & ButtonProps) {
  const link = useBookingLink(psychologistId);
  if (!link) return null;
  return (
    <Button asChild colorPalette="teal" {...props}>
      <RouterLink to={link}>
        <BookLinkContent />
      </RouterLink>
    </Button>
  );
}
