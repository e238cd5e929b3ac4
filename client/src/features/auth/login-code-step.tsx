import { useState } from 'react';
import { Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import type { PublicUser } from '@acolhe/shared/auth';
import { messages } from '@acolhe/shared/messages';
import { errorMessage, fieldErrorsOf } from '../../lib/error-message.ts';
import { notifyError } from '../../lib/notify.ts';
import { useTRPC } from '../../lib/trpc.ts';

/** The login's second step when the account has two-factor authentication. */
export function LoginCodeStep({ challenge, onSignedIn }: { challenge: string; onSignedIn: (user: PublicUser) => Promise<void> }) {
  const trpc = useTRPC();
  const [code, setCode] = useState('');
  const verify = useMutation(
    trpc.auth.loginWithCode.mutationOptions({
      onSuccess: ({ user }) => onSignedIn(user),
      onError: (error) => notifyError(errorMessage(error, messages.loginError)),
    }),
  );
  const codeError = verify.error ? (fieldErrorsOf(verify.error).code ?? errorMessage(verify.error, messages.loginError)) : '';
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        verify.mutate({ challenge, code: code.trim() });
      }}
    >
      <Stack gap="4">
        <Text color="gray.600">
          Digite o código de 6 dígitos do seu aplicativo autenticador, ou um dos seus códigos de recuperação.
        </Text>
        <Field.Root required invalid={codeError !== ''}>
          <Field.Label>Código de verificação</Field.Label>
          <Input autoComplete="one-time-code" autoFocus value={code} onChange={(event) => setCode(event.target.value)} />
          <Field.ErrorText>{codeError}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" colorPalette="teal" loading={verify.isPending} loadingText="Verificando..." w="full">
          Verificar
        </Button>
      </Stack>
    </form>
  );
}
