import type { ReactNode } from 'react';
import { Box, Button, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { twoFactorMessages } from '@acolhe/shared/two-factor';
import { Brand } from '../components/brand.tsx';
import { TwoFactorSection } from '../components/two-factor/two-factor-section.tsx';
import { paths } from '../lib/paths.ts';
import { useTRPC } from '../lib/trpc.ts';
import { useLogout } from '../lib/use-logout.ts';

/**
 * When the admin requires two-factor authentication of psychologists and admins, their area waits
 * behind the enrolment (the server refuses its procedures until then).
 */
export function TwoFactorGate({ children }: { children: ReactNode }) {
  const trpc = useTRPC();
  const status = useQuery(trpc.twoFactor.status.queryOptions());
  const logout = useLogout();
  if (!status.data?.mustEnrol) return children;
  return (
    <Box minH="100vh" bg="gray.50" py="8">
      <Container maxW="3xl">
        <Stack gap="6">
          <HStack justify="space-between">
            <Brand to={paths.home} />
            <Button variant="outline" size="sm" onClick={() => void logout()}>
              Sair
            </Button>
          </HStack>
          <Stack gap="2">
            <Heading as="h1" size="2xl">
              {twoFactorMessages.required}
            </Heading>
            <Text color="gray.600">
              A plataforma exige a verificação em duas etapas de psicólogos e administradores. Ative-a abaixo para
              usar a sua área.
            </Text>
          </Stack>
          <TwoFactorSection />
        </Stack>
      </Container>
    </Box>
  );
}
