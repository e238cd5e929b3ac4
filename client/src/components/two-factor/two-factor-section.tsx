import { useState } from 'react';
import { Badge, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { twoFactorMessages } from '@acolhe/shared/two-factor';
import { errorMessage } from '../../lib/error-message.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { TwoFactorDisableForm } from './two-factor-disable-form.tsx';
import { TwoFactorEnrolment } from './two-factor-enrolment.tsx';

/** 'Segurança': the caller's own two-factor authentication (every role shows it where its settings are). */
export function TwoFactorSection() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const status = useQuery(trpc.twoFactor.status.queryOptions());
  const [enrolling, setEnrolling] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.twoFactor.status.queryKey() });
  const disable = useMutation(
    trpc.twoFactor.disable.mutationOptions({
      onSuccess: async () => {
        notifySuccess(twoFactorMessages.disabled);
        await refresh();
      },
      onError: (error) => notifyError(errorMessage(error, twoFactorMessages.error)),
    }),
  );

  return (
    <Card.Root as="section" aria-labelledby="security-title">
      <Card.Header>
        <HStack justify="space-between" wrap="wrap">
          <Heading as="h2" size="lg" id="security-title">
            Segurança
          </Heading>
          {status.data && (
            <Badge colorPalette={status.data.enabled ? 'green' : 'gray'} size="lg">
              {status.data.enabled ? 'Verificação em duas etapas ativa' : 'Verificação em duas etapas desativada'}
            </Badge>
          )}
        </HStack>
        <Text color="gray.600">
          Com a verificação em duas etapas, entrar pede também um código do seu aplicativo autenticador (Google
          Authenticator, Microsoft Authenticator, 1Password…).
        </Text>
      </Card.Header>
      <Card.Body>
        {status.isError && <Text color="red.600">{errorMessage(status.error, twoFactorMessages.error)}</Text>}
        {status.data && !status.data.enabled && !enrolling && (
          <Button colorPalette="teal" alignSelf="start" onClick={() => setEnrolling(true)}>
            Ativar verificação em duas etapas
          </Button>
        )}
        {status.data && !status.data.enabled && enrolling && (
          <TwoFactorEnrolment
            onDone={async () => {
              setEnrolling(false);
              await refresh();
            }}
          />
        )}
        {status.data?.enabled && (
          <Stack gap="4">
            <Text>
              Códigos de recuperação restantes: <strong>{status.data.recoveryCodesLeft}</strong>
            </Text>
            <TwoFactorDisableForm
              pending={disable.isPending}
              error={disable.error}
              onSubmit={(values) => disable.mutate(values)}
            />
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
