import { Button, Field, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, Navigate, useLocation, useNavigate } from 'react-router';
import { messages } from '@acolhe/shared/messages';
import type { PublicUser } from '@acolhe/shared/auth';
import type { Role } from '@acolhe/shared/roles';
import { useAuthSession } from '../../lib/auth-session.tsx';
import { errorMessage } from '../../lib/error-message.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { dashboardOf, isInAreaOf, paths } from '../../lib/paths.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { AuthCard } from './auth-card.tsx';
import { DemoCredentials } from './demo-credentials.tsx';
import { LoginCodeStep } from './login-code-step.tsx';

interface LoginForm {
  email: string;
  password: string;
}

/** Back to where a guard sent the user from, when it belongs to their own area. */
function destinationFor(role: Role, from: unknown): string {
  return typeof from === 'string' && isInAreaOf(role, from) ? from : dashboardOf[role];
}

export function LoginPage() {
  const trpc = useTRPC();
  const { user, signIn } = useAuthSession();
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: unknown } | null)?.from;
  const { register, handleSubmit, formState } = useForm<LoginForm>({ defaultValues: { email: '', password: '' } });
  const [challenge, setChallenge] = useState<string | null>(null);
  const [finishing, setFinishing] = useState(false);
  const finish = async (signedIn: PublicUser) => {
    setFinishing(true);
    signIn(signedIn);
    notifySuccess(messages.loginSuccess);
    await navigate(destinationFor(signedIn.role, from), { replace: true });
  };
  const login = useMutation(
    trpc.auth.login.mutationOptions({
      onSuccess: async ({ user: signedIn, twoFactorChallenge }) => {
        if (signedIn) await finish(signedIn);
        else setChallenge(twoFactorChallenge);
      },
      onError: (error) => notifyError(errorMessage(error, messages.loginError)),
    }),
  );

  if (user && !login.isPending && !finishing) return <Navigate to={dashboardOf[user.role]} replace />;

  if (challenge) {
    return (
      <AuthCard title="Verificação em duas etapas" subtitle="Falta só o código do seu aplicativo">
        <LoginCodeStep challenge={challenge} onSignedIn={finish} />
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Entrar" subtitle="Acesse sua conta Acolhe">
      <form onSubmit={handleSubmit((values) => login.mutate(values))} noValidate>
        <Stack gap="4">
          <Field.Root required invalid={!!formState.errors.email}>
            <Field.Label>E-mail</Field.Label>
            <Input type="email" autoComplete="email" {...register('email', { required: 'Informe o e-mail' })} />
            <Field.ErrorText>{formState.errors.email?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root required invalid={!!formState.errors.password}>
            <Field.Label>Senha</Field.Label>
            <Input type="password" autoComplete="current-password" {...register('password', { required: 'Informe a senha' })} />
            <Field.ErrorText>{formState.errors.password?.message}</Field.ErrorText>
          </Field.Root>
          <Button type="submit" colorPalette="teal" loading={login.isPending} loadingText="Entrando..." w="full">
            Entrar
          </Button>
        </Stack>
      </form>
      <Text textAlign="center" fontSize="sm">
        Não tem conta?{' '}
        <Link asChild colorPalette="teal" fontWeight="semibold">
          <RouterLink to={paths.register}>Cadastre-se</RouterLink>
        </Link>
      </Text>
      <DemoCredentials />
    </AuthCard>
  );
}
