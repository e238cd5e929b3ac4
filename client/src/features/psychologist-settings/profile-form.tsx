import { Button, Field, Flex, Input, NativeSelect, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { formatAmount, parseReais } from '@acolhe/shared/format';
import { profileSettingsInput, settingsMessages } from '@acolhe/shared/psychologist-settings';
import { specialties } from '@acolhe/shared/specialties';
import { errorMessage } from '../../lib/error-message.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { useTRPC, type RouterOutputs } from '../../lib/trpc.ts';
import { PhotoUpload } from './photo-upload.tsx';
import { SettingsSection } from './settings-section.tsx';

type ProfileSettings = RouterOutputs['psychologistSettings']['profile'];

/**
 * The fee is typed as text, as people write money in Brazil ('234,56'), whatever the browser's language: a
 * number field took or refused the comma by the browser's locale. parseReais reads it; the server's rules follow.
 */
const profileFormSchema = profileSettingsInput.extend({
  hourlyRate: z.string().transform(parseReais).pipe(profileSettingsInput.shape.hourlyRate),
});

type ProfileForm = z.input<typeof profileFormSchema>;

function toForm(profile: ProfileSettings): ProfileForm {
  return {
    name: profile.name,
    email: profile.email,
    phone: profile.phone,
    specialty: profile.specialty as ProfileForm['specialty'],
    experience: profile.experience ?? '',
    hourlyRate: formatAmount(profile.hourlyRateCents),
    bio: profile.bio,
  };
}

export function ProfileSection({ profile }: { profile: ProfileSettings }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useForm<ProfileForm, unknown, z.output<typeof profileFormSchema>>({
    defaultValues: toForm(profile),
    resolver: zodResolver(profileFormSchema),
  });
  const save = useMutation(
    trpc.psychologistSettings.updateProfile.mutationOptions({
      onSuccess: (saved) => {
        form.reset(toForm(saved));
        notifySuccess(settingsMessages.profileUpdated);
        queryClient.setQueryData(trpc.psychologistSettings.profile.queryKey(), saved);
      },
      onError: (error) => notifyError(errorMessage(error, settingsMessages.saveError)),
    }),
  );
  const errors = form.formState.errors;
  return (
    <SettingsSection id="profile-settings" title="Informações do Perfil">
      <Stack gap="5">
        <PhotoUpload name={profile.name} photoUrl={profile.photoUrl} />
        <form onSubmit={(event) => void form.handleSubmit((values) => save.mutate({ ...values, experience: values.experience ?? undefined }))(event)} noValidate aria-label="Informações do Perfil">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <Field.Root invalid={!!errors.name}>
              <Field.Label>Nome completo</Field.Label>
              <Input bg="white" {...form.register('name')} />
              <Field.ErrorText>{errors.name?.message}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={!!errors.email}>
              <Field.Label>E-mail</Field.Label>
              <Input bg="white" type="email" {...form.register('email')} />
              <Field.ErrorText>{errors.email?.message}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={!!errors.phone}>
              <Field.Label>Telefone</Field.Label>
              <Input bg="white" type="tel" {...form.register('phone')} />
              <Field.ErrorText>{errors.phone?.message}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={!!errors.specialty}>
              <Field.Label>Especialidade</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field bg="white" {...form.register('specialty')}>
                  {specialties.map((specialty) => (
                    <option key={specialty} value={specialty}>
                      {specialty}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Field.ErrorText>{errors.specialty?.message}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={!!errors.experience}>
              <Field.Label>Experiência</Field.Label>
              <Input bg="white" placeholder="Ex.: 10 anos" {...form.register('experience')} />
              <Field.ErrorText>{errors.experience?.message}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={!!errors.hourlyRate}>
              <Field.Label>Valor da consulta (R$)</Field.Label>
              <Input bg="white" inputMode="decimal" placeholder="150,00" {...form.register('hourlyRate')} />
              <Field.ErrorText>{errors.hourlyRate?.message}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={!!errors.bio} gridColumn={{ md: 'span 2' }}>
              <Field.Label>Biografia</Field.Label>
              <Textarea bg="white" rows={5} {...form.register('bio')} />
              <Field.ErrorText>{errors.bio?.message}</Field.ErrorText>
            </Field.Root>
          </SimpleGrid>
          <Flex justify="end" mt="4">
            <Button type="submit" colorPalette="teal" loading={save.isPending} w={{ base: 'full', sm: 'auto' }}>
              Salvar Perfil
            </Button>
          </Flex>
        </form>
      </Stack>
    </SettingsSection>
  );
}
