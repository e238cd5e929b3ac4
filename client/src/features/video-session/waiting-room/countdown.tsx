import { Stack, Text } from '@chakra-ui/react';
import { sessionMessages } from '@acolhe/shared/sessions';
import { useCalendar } from '../../../lib/calendar.tsx';
import { formatOpening } from './session-format.ts';

/** Until the room opens: 'A sala abre em 12 minutos' (or 'amanhã às 15:45', 'em 9 dias'), and the date. */
export function Countdown({ opensAt, serverNow }: { opensAt: string; serverNow: number }) {
  const calendar = useCalendar();
  return (
    <Stack gap="1" align="center" textAlign="center">
      <Text fontSize="2xl" fontWeight="semibold" role="timer" aria-live="off" data-testid="session-countdown">
        A sala abre {formatOpening(opensAt, serverNow, calendar.timeZone)}
      </Text>
      <Text color="gray.600">{sessionMessages.opensAt(calendar.formatDayTime(opensAt))}</Text>
    </Stack>
  );
}
