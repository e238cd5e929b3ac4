import { Button, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { messages } from '@acolhe/shared/messages';
import { changePasswordInput, profileMessages } from '@acolhe/shared/patient-profile';
import { errorMessage, fieldErrorsOf } from '../lib/error-message.ts';
import { notifyError, notifySuccess } from '../lib/notify.ts';
import { useTRPC } from '../lib/trpc.ts';
import { ProfileCard } from './profile-card.tsx';
import { ProfileField } from './profile-field.tsx';

const changePasswordForm = changePasswordInput
  .extend({ confirmPassword: z.string() })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: messages.passwordsDiffer,
    path: ['confirmPassword'],
    // Compare even while another field is still invalid, so every problem shows at once.
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
  });

const emptyForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordCard() {
  const trpc = useTRPC();
  const { register, handleSubmit, reset, setError, formState } = useForm({
    resolver: zodResolver(changePasswordForm),
    defaultValues: emptyForm,
  });
  const errors = formState.errors;

  const change = useMutation(
    trpc.account.changePassword.mutationOptions({
      onSuccess: () => {
        reset(emptyForm);
        notifySuccess(profileMessages.passwordChanged);
      },
      onError: (error) => {
        const message = errorMessage(error, profileMessages.passwordError);
        const fields = fieldErrorsOf(error);
        if (error.data?.reason === 'WRONG_PASSWORD') setError('currentPassword', { message });
        if (error.data?.reason === 'SAME_PASSWORD') setError('newPassword', { message });
        if (fields.newPassword) setError('newPassword', { message: fields.newPassword });
        notifyError(message);
      },
    }),
  );

  return (
    <ProfileCard
      title="Alterar senha"
      description="Ao alterar a senha, os acessos abertos em outros dispositivos são encerrados e você recebe um e-mail."
    >
      <form
        onSubmit={handleSubmit(({ currentPassword, newPassword }) =>
          change.mutate({ currentPassword, newPassword }),
        )}
        noValidate
      >
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            <ProfileField label="Senha atual" error={errors.currentPassword?.message}>
              <Input type="password" autoComplete="current-password" {...register('currentPassword')} />
            </ProfileField>
            <ProfileField label="Nova senha" error={errors.newPassword?.message}>
              <Input type="password" autoComplete="new-password" {...register('newPassword')} />
            </ProfileField>
            <ProfileField label="Confirmar nova senha" error={errors.confirmPassword?.message}>
              <Input type="password" autoComplete="new-password" {...register('confirmPassword')} />
            </ProfileField>
          </SimpleGrid>
          <Button
            type="submit"
            colorPalette="teal"
            alignSelf={{ base: 'stretch', sm: 'start' }}
            loading={change.isPending}
            loadingText="Alterando..."
          >
            Alterar senha
          </Button>
        </Stack>
      </form>
    </ProfileCard>
  );
}
