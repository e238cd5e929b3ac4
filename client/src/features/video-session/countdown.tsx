import { Stack, Text } from '@chakra-ui/react';
import { sessionMessages } from '@acolhe/shared/sessions';
import { useCalendar } from '../../lib/calendar.tsx';
import { formatCountdown } from './session-format.ts';

/** Until the room opens: 'A sala abre em 00:12:34', and the opening date and time. */
export function Countdown({ opensAt, serverNow }: { opensAt: string; serverNow: number }) {
  const calendar = useCalendar();
  const remaining = Date.parse(opensAt) - serverNow;
  return (
    <Stack gap="1" align="center" textAlign="center">
      <Text fontSize="2xl" fontWeight="semibold" role="timer" aria-live="off" data-testid="session-countdown">
        A sala abre em {formatCountdown(remaining)}
      </Text>
      <Text color="gray.600">{sessionMessages.opensAt(calendar.formatDayTime(opensAt))}</Text>
    </Stack>
  );
}
