import { Alert, Code, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc.ts';

/** Shown only when the server runs in demo mode. */
export function DemoCredentials() {
  const trpc = useTRPC();
  const { data } = useQuery(trpc.auth.demoCredentials.queryOptions());
  if (!data) return null;
  return (
    <Alert.Root status="info" variant="subtle" data-testid="demo-credentials">
      <Alert.Content>
        <Alert.Title>Contas de demonstração</Alert.Title>
        <Alert.Description>
          <Stack gap="1" mt="1">
            {data.accounts.map((account) => (
              <Text key={account.email} fontSize="sm">
                {account.label}: <Code>{account.email}</Code>
              </Text>
            ))}
            <Text fontSize="sm">
              Senha para todas: <Code>{data.password}</Code>
            </Text>
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
