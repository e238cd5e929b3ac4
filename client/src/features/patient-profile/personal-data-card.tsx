import { Button, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { PublicUser } from '@acolhe/shared/auth';
import { profileMessages, updateProfileInput } from '@acolhe/shared/patient-profile';
import { useAuthSession } from '../../lib/auth-session.tsx';
import { errorMessage, fieldErrorsOf } from '../../lib/error-message.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { ProfileCard } from '../../components/profile-card.tsx';
import { ProfileField } from '../../components/profile-field.tsx';

/** Mounted once the profile has loaded, so the form starts from what the server holds. */
export function PersonalDataCard({ profile }: { profile: PublicUser }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { signIn } = useAuthSession();
  const { register, handleSubmit, reset, setError, formState } = useForm({
    resolver: zodResolver(updateProfileInput),
    defaultValues: { name: profile.name, phone: profile.phone },
  });
  const errors = formState.errors;

  const update = useMutation(
    trpc.patient.profile.update.mutationOptions({
      onSuccess: (user) => {
        signIn(user);
        queryClient.setQueryData(trpc.patient.profile.get.queryKey(), user);
        reset({ name: user.name, phone: user.phone });
        notifySuccess(profileMessages.updated);
      },
      onError: (error) => {
        const fields = fieldErrorsOf(error);
        if (fields.name) setError('name', { message: fields.name });
        if (fields.phone) setError('phone', { message: fields.phone });
        notifyError(errorMessage(error, profileMessages.updateError));
      },
    }),
  );

  return (
    <ProfileCard title="Dados pessoais" description="Como você aparece para os psicólogos que atendem você.">
      <form onSubmit={handleSubmit((values) => update.mutate(values))} noValidate>
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <ProfileField label="Nome completo" error={errors.name?.message}>
              <Input autoComplete="name" {...register('name')} />
            </ProfileField>
            <ProfileField label="Telefone" error={errors.phone?.message}>
              <Input type="tel" autoComplete="tel" placeholder="(11) 99999-9999" {...register('phone')} />
            </ProfileField>
            <ProfileField label="E-mail" helper="O e-mail de acesso não pode ser alterado.">
              <Input type="email" value={profile.email} readOnly bg="gray.50" />
            </ProfileField>
          </SimpleGrid>
          <Button
            type="submit"
            colorPalette="teal"
            alignSelf={{ base: 'stretch', sm: 'start' }}
            loading={update.isPending}
            loadingText="Salvando..."
            disabled={!formState.isDirty}
          >
            Salvar alterações
          </Button>
        </Stack>
      </form>
    </ProfileCard>
  );
}
