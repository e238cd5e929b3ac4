import { useState } from 'react';
import { Button, Code, Field, Image, Input, List, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { twoFactorMessages } from '@acolhe/shared/two-factor';
import { errorMessage, fieldErrorsOf } from '../../lib/error-message.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { useTRPC } from '../../lib/trpc.ts';

/** Password, then the QR code and its text, then a first code; the recovery codes are shown once. */
export function TwoFactorEnrolment({ onDone }: { onDone: () => void | Promise<void> }) {
  const trpc = useTRPC();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const start = useMutation(
    trpc.twoFactor.startEnrolment.mutationOptions({
      onError: (error) => notifyError(errorMessage(error, twoFactorMessages.error)),
    }),
  );
  const confirm = useMutation(
    trpc.twoFactor.confirmEnrolment.mutationOptions({
      onSuccess: () => notifySuccess(twoFactorMessages.enabled),
      onError: (error) => notifyError(errorMessage(error, twoFactorMessages.error)),
    }),
  );

  if (confirm.data) {
    return (
      <Stack gap="3">
        <Text fontWeight="semibold">Guarde seus códigos de recuperação</Text>
        <Text color="gray.600">
          Cada código funciona uma única vez, no lugar do código do aplicativo, se você perder o celular. Eles não
          serão mostrados de novo.
        </Text>
        <List.Root as="ol" data-testid="recovery-codes" ps="5">
          {confirm.data.recoveryCodes.map((recoveryCode) => (
            <List.Item key={recoveryCode} fontFamily="mono">
              {recoveryCode}
            </List.Item>
          ))}
        </List.Root>
        <Button alignSelf="start" colorPalette="teal" onClick={() => void onDone()}>
          Já guardei os códigos
        </Button>
      </Stack>
    );
  }

  if (start.data) {
    const codeError = fieldErrorsOf(confirm.error).code ?? (confirm.error ? errorMessage(confirm.error, '') : '');
    return (
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          confirm.mutate({ code: code.trim() });
        }}
      >
        <Stack gap="4">
          <Text>1. Leia o QR code no aplicativo autenticador, ou digite a chave abaixo.</Text>
          <Image src={start.data.qrCodeDataUrl} alt="QR code para o aplicativo autenticador" w="60" h="60" />
          <Text>
            Chave: <Code data-testid="two-factor-secret">{start.data.secret}</Code>
          </Text>
          <Field.Root invalid={codeError !== ''} maxW="xs">
            <Field.Label>2. Código de 6 dígitos mostrado no aplicativo</Field.Label>
            <Input
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
            <Field.ErrorText>{codeError}</Field.ErrorText>
          </Field.Root>
          <Button type="submit" colorPalette="teal" alignSelf="start" loading={confirm.isPending} loadingText="Confirmando...">
            Confirmar e ativar
          </Button>
        </Stack>
      </form>
    );
  }

  const passwordError = start.error ? errorMessage(start.error, twoFactorMessages.error) : '';
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        start.mutate({ password });
      }}
    >
      <Stack gap="4">
        <Field.Root invalid={passwordError !== ''} maxW="sm">
          <Field.Label>Confirme sua senha</Field.Label>
          <Input
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <Field.ErrorText>{passwordError}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" colorPalette="teal" alignSelf="start" loading={start.isPending} loadingText="Gerando...">
          Continuar
        </Button>
      </Stack>
    </form>
  );
}
