import { Button, Field, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, Navigate, useLocation, useNavigate } from 'react-router';
import { messages } from '@acolhe/shared/messages';
import { dashboardPathByRole, type Role } from '@acolhe/shared/roles';
import { errorMessage } from '../../app/error-message.ts';
import { useSession } from '../../app/session.tsx';
import { useTRPC } from '../../app/trpc.ts';
import { notifyError, notifySuccess } from '../../components/toaster.tsx';
import { AuthCard } from './auth-card.tsx';
import { DemoCredentials } from './demo-credentials.tsx';

interface LoginForm {
  email: string;
  password: string;
}

/** Back to where a guard sent the user from, when it belongs to their own area. */
function destinationFor(role: Role, from: unknown): string {
  const home = dashboardPathByRole[role];
  const area = home.split('/')[1] ?? '';
  if (typeof from === 'string' && (from.startsWith(`/${area}/`) || (role === 'patient' && from.startsWith('/schedule/')))) {
    return from;
  }
  return home;
}

export function LoginPage() {
  const trpc = useTRPC();
  const { user, signIn } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: unknown } | null)?.from;
  const { register, handleSubmit, formState } = useForm<LoginForm>({ defaultValues: { email: '', password: '' } });
  const login = useMutation(
    trpc.auth.login.mutationOptions({
      onSuccess: async ({ user: signedIn }) => {
        signIn(signedIn);
        notifySuccess(messages.loginSuccess);
        await navigate(destinationFor(signedIn.role, from), { replace: true });
      },
      onError: (error) => notifyError(errorMessage(error, messages.loginError)),
    }),
  );

  if (user && !login.isPending && !login.isSuccess) return <Navigate to={dashboardPathByRole[user.role]} replace />;

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
          <RouterLink to="/register">Cadastre-se</RouterLink>
        </Link>
      </Text>
      <DemoCredentials />
    </AuthCard>
  );
}
