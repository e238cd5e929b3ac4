import { useState } from 'react';
import { Button, Field, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { errorMessage, fieldErrorsOf } from '../../lib/error-message.ts';

/** Turning two-factor authentication off takes the password and a code (or a recovery code). */
export function TwoFactorDisableForm({
  pending,
  error,
  onSubmit,
}: {
  pending: boolean;
  error: unknown;
  onSubmit: (values: { password: string; code: string }) => void;
}) {
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const fields = fieldErrorsOf(error);
  const message = error ? errorMessage(error, '') : '';
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit({ password, code: code.trim() });
      }}
    >
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <Field.Root invalid={!!fields.password}>
            <Field.Label>Senha</Field.Label>
            <Input type="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} />
            <Field.ErrorText>{fields.password}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!fields.code || (message !== '' && !fields.password)}>
            <Field.Label>Código do aplicativo ou de recuperação</Field.Label>
            <Input autoComplete="one-time-code" value={code} onChange={(event) => setCode(event.target.value)} />
            <Field.ErrorText>{fields.code ?? message}</Field.ErrorText>
          </Field.Root>
        </SimpleGrid>
        <Button type="submit" variant="outline" colorPalette="red" alignSelf="start" loading={pending} loadingText="Desativando...">
          Desativar verificação em duas etapas
        </Button>
      </Stack>
    </form>
  );
}
