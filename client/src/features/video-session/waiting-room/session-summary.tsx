import { Card, HStack, Heading, Stack, Text, Wrap } from '@chakra-ui/react';
import { LuCalendar, LuClock } from 'react-icons/lu';
import { useCalendar } from '../../../lib/calendar.tsx';
import { otherPartyOf, type SessionDetails } from '../session-details.ts';

/** With whom, when, and the psychologist's specialty. */
export function SessionSummary({ details }: { details: SessionDetails }) {
  const calendar = useCalendar();
  const other = otherPartyOf(details);
  return (
    <Card.Root>
      <Card.Body gap="3">
        <Stack gap="1">
          <Text fontSize="sm" color="gray.600">
            Sessão com
          </Text>
          <Heading as="h2" size="lg" data-testid="session-other-name">
            {other}
          </Heading>
          <Text color="brand.fg" fontWeight="medium">
            {details.psychologistSpecialty}
          </Text>
        </Stack>
        <Wrap gap="4" color="gray.600" fontSize="sm">
          <HStack gap="2">
            <LuCalendar />
            <Text>{calendar.formatDate(details.startsAt)}</Text>
          </HStack>
          <HStack gap="2">
            <LuClock />
            <Text>
              {calendar.formatTime(details.startsAt)} – {calendar.formatTime(details.endsAt)}
            </Text>
          </HStack>
        </Wrap>
      </Card.Body>
    </Card.Root>
  );
}
