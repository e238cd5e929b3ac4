import type { ReactNode } from 'react';
import { Alert, Box, HStack, Heading, Stack } from '@chakra-ui/react';

interface CallStageProps {
  title: string;
  status: ReactNode;
  /** The other participant, large. */
  remote: ReactNode;
  /** The own preview, small, over a corner of the stage. */
  local: ReactNode;
  notice: string | null;
  /** Problems with the connection and choices about them, above the stage. */
  alerts?: ReactNode;
  controls: ReactNode;
}

/** The call screen's frame, shared by both video engines. */
export function CallStage({ title, status, remote, local, notice, alerts, controls }: CallStageProps) {
  return (
    <Stack gap="3">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading as="h1" size="xl">
          {title}
        </Heading>
        {status}
      </HStack>
      {notice && (
        <Alert.Root status="info" variant="subtle" data-testid="call-notice">
          <Alert.Indicator />
          <Alert.Title>{notice}</Alert.Title>
        </Alert.Root>
      )}
      {alerts}
      <Box
        position="relative"
        bg="gray.900"
        borderRadius="xl"
        overflow="hidden"
        w="full"
        h={{ base: '60vh', md: '65vh' }}
      >
        {remote}
        <Box
          position="absolute"
          bottom="3"
          right="3"
          w={{ base: '28', md: '52' }}
          aspectRatio={4 / 3}
          borderRadius="lg"
          overflow="hidden"
          borderWidth="2px"
          borderColor="whiteAlpha.700"
          bg="gray.700"
        >
          {local}
        </Box>
      </Box>
      {controls}
    </Stack>
  );
}
