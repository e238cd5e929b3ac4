import { useEffect, useState, type ReactNode } from 'react';
import { Button, Center, Stack, Text } from '@chakra-ui/react';
import { knowZoneOffsets } from '@acolhe/shared/zone-offsets';
import { CalendarProvider } from '../lib/calendar.tsx';
import { FullPageSpinner } from '../components/full-page-spinner.tsx';
import { useTRPCClient } from '../lib/trpc.ts';

type Platform = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; timeZone: string };

/**
 * Renders the app once the server has said which time zone the platform runs in, so no screen ever shows
 * a date in a guessed zone. Asked once per page load, outside the query cache, so that signing out (which
 * clears the cache) never takes the calendar away; it travels in the same HTTP batch as the session check.
 * A page rendered on the server already names the zone (`knownTimeZone`).
 */
export function PlatformCalendar({
  children,
  knownTimeZone,
  now,
}: {
  children: ReactNode;
  knownTimeZone?: string;
  /** The server's clock while it renders the page; the browser's own otherwise. */
  now?: () => Date;
}) {
  const client = useTRPCClient();
  const [attempt, setAttempt] = useState(0);
  const [platform, setPlatform] = useState<Platform>(() =>
    knownTimeZone ? { status: 'ready', timeZone: knownTimeZone } : { status: 'loading' },
  );
  const known = platform.status === 'ready';
  useEffect(() => {
    if (known) return;
    let current = true;
    client.platform.info.query().then(
      ({ timeZone, offsets }) => {
        knowZoneOffsets(timeZone, offsets);
        if (current) setPlatform({ status: 'ready', timeZone });
      },
      () => {
        if (current) setPlatform({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [client, attempt, known]);

  if (platform.status === 'ready') {
    return (
      <CalendarProvider timeZone={platform.timeZone} now={now}>
        {children}
      </CalendarProvider>
    );
  }
  if (platform.status === 'loading') return <FullPageSpinner />;
  return (
    <Center minH="100vh" px="4">
      <Stack gap="4" align="center" textAlign="center">
        <Text color="gray.700">Não foi possível conectar ao Acolhe. Verifique sua conexão e tente novamente.</Text>
        <Button
          colorPalette="teal"
          onClick={() => {
            setPlatform({ status: 'loading' });
            setAttempt((count) => count + 1);
          }}
        >
          Tentar novamente
        </Button>
      </Stack>
    </Center>
  );
}
