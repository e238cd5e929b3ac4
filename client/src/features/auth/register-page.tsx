import type { ReactNode } from 'react';
import { Alert, Button, Checkbox, Field, Input, Link, NativeSelect, RadioCard, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink, Navigate, useNavigate } from 'react-router';
import type { RegisterInput } from '@acolhe/shared/auth';
import { professionalTitles } from '@acolhe/shared/crp';
import { messages } from '@acolhe/shared/messages';
import { specialties } from '@acolhe/shared/specialties';
import { useAuthSession } from '../../lib/auth-session.tsx';
import { errorMessage, fieldErrorsOf } from '../../lib/error-message.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { dashboardOf, paths } from '../../lib/paths.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { AuthCard } from './auth-card.tsx';
import { emptyRegistration, registrationResolver, type RegistrationForm } from './registration-form.ts';

const accountTypes = [
  { value: 'patient', title: 'Sou paciente', description: 'Quero encontrar um psicólogo' },
  { value: 'psychologist', title: 'Sou psicólogo(a)', description: 'Quero atender pela plataforma' },
] as const;

export function RegisterPage() {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const { user, signIn } = useAuthSession();
  const form = useForm<RegistrationForm, unknown, RegisterInput>({
    defaultValues: emptyRegistration,
    resolver: registrationResolver,
  });
  const { register, handleSubmit, control, setError, formState } = form;
  const errors = formState.errors;
  const role = useWatch({ control, name: 'role' });

  const registration = useMutation(
    trpc.auth.register.mutationOptions({
      onSuccess: async (result) => {
        if (result.user) {
          signIn(result.user);
          notifySuccess(messages.registerPatientSuccess);
          await navigate(dashboardOf[result.user.role], { replace: true });
          return;
        }
        notifySuccess(messages.registerPsychologistSuccess);
        await navigate(paths.login, { replace: true });
      },
      onError: (error) => {
        for (const [field, message] of Object.entries(fieldErrorsOf(error))) {
          if (field in emptyRegistration) setError(field as keyof RegistrationForm, { message });
        }
        notifyError(errorMessage(error, messages.registerError));
      },
    }),
  );

  if (user && !registration.isPending && !registration.isSuccess) {
    return <Navigate to={dashboardOf[user.role]} replace />;
  }

  const field = (name: keyof RegistrationForm, label: string, input: ReactNode, required = true) => (
    <Field.Root required={required} invalid={!!errors[name]}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {input}
      <Field.ErrorText>{errors[name]?.message}</Field.ErrorText>
    </Field.Root>
  );

  return (
    <AuthCard title="Criar conta" subtitle="Cadastre-se no Acolhe" maxW="2xl">
      <form onSubmit={handleSubmit((values) => registration.mutate(values))} noValidate>
        <Stack gap="5">
          <Controller
            control={control}
            name="role"
            render={({ field: roleField }) => (
              <RadioCard.Root
                value={roleField.value}
                onValueChange={(details) => roleField.onChange(details.value)}
                colorPalette="teal"
                orientation="horizontal"
              >
                <RadioCard.Label>Tipo de conta</RadioCard.Label>
                <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
                  {accountTypes.map((type) => (
                    <RadioCard.Item key={type.value} value={type.value}>
                      <RadioCard.ItemHiddenInput />
                      <RadioCard.ItemControl>
                        <RadioCard.ItemContent>
                          <RadioCard.ItemText>{type.title}</RadioCard.ItemText>
                          <RadioCard.ItemDescription>{type.description}</RadioCard.ItemDescription>
                        </RadioCard.ItemContent>
                        <RadioCard.ItemIndicator />
                      </RadioCard.ItemControl>
                    </RadioCard.Item>
                  ))}
                </SimpleGrid>
              </RadioCard.Root>
            )}
          />
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {field('name', 'Nome completo', <Input autoComplete="name" {...register('name')} />)}
            {field('email', 'E-mail', <Input type="email" autoComplete="email" {...register('email')} />)}
            {field('password', 'Senha', <Input type="password" autoComplete="new-password" {...register('password')} />)}
            {field('confirmPassword', 'Confirmar senha', <Input type="password" autoComplete="new-password" {...register('confirmPassword')} />)}
            {field('phone', 'Telefone', <Input type="tel" autoComplete="tel" placeholder="(11) 99999-9999" {...register('phone')} />)}
            {role === 'patient' &&
              field('companyCode', 'Código da empresa (opcional)', <Input placeholder="Ex.: TECHNOVA2026" {...register('companyCode')} />, false)}
          </SimpleGrid>

          {role === 'psychologist' && (
            <Stack gap="4">
              <Alert.Root status="warning">
                <Alert.Indicator />
                <Alert.Description>
                  Contas de psicólogo precisam ser aprovadas pelo administrador antes do primeiro atendimento.
                </Alert.Description>
              </Alert.Root>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                {field(
                  'professionalTitle',
                  'Título profissional',
                  <NativeSelect.Root>
                    <NativeSelect.Field placeholder="Selecione" {...register('professionalTitle')}>
                      {professionalTitles.map((title) => (
                        <option key={title} value={title}>
                          {title}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>,
                )}
                {field('crp', 'CRP', <Input placeholder="CRP 06/123456" {...register('crp')} />)}
                {field(
                  'specialty',
                  'Especialidade',
                  <NativeSelect.Root>
                    <NativeSelect.Field placeholder="Selecione" {...register('specialty')}>
                      {specialties.map((specialty) => (
                        <option key={specialty} value={specialty}>
                          {specialty}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>,
                )}
                {field('hourlyRate', 'Valor da consulta (R$)', <Input inputMode="decimal" placeholder="150" {...register('hourlyRate')} />)}
                {field('availableHours', 'Horário de atendimento', <Input placeholder="08:00-18:00" {...register('availableHours')} />)}
              </SimpleGrid>
              {field('bio', 'Biografia profissional', <Textarea rows={4} {...register('bio')} />)}
            </Stack>
          )}

          <Controller
            control={control}
            name="acceptTerms"
            render={({ field: consent }) => (
              <Stack gap="1">
                <Checkbox.Root invalid={!!errors.acceptTerms} checked={consent.value} onCheckedChange={(details) => consent.onChange(details.checked === true)} colorPalette="teal">
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>
                    Li e aceito os{' '}
                    <Link asChild colorPalette="teal">
                      <RouterLink to={paths.terms} target="_blank">termos de uso</RouterLink>
                    </Link>{' '}
                    e a{' '}
                    <Link asChild colorPalette="teal">
                      <RouterLink to={paths.privacy} target="_blank">política de privacidade</RouterLink>
                    </Link>
                  </Checkbox.Label>
                </Checkbox.Root>
                {errors.acceptTerms && (
                  <Text color="fg.error" fontSize="sm" role="alert">
                    {errors.acceptTerms.message}
                  </Text>
                )}
              </Stack>
            )}
          />

          <Button type="submit" colorPalette="teal" loading={registration.isPending} loadingText="Criando conta..." w="full">
            Criar conta
          </Button>
        </Stack>
      </form>
      <Text textAlign="center" fontSize="sm">
        Já tem conta?{' '}
        <Link asChild colorPalette="teal" fontWeight="semibold">
          <RouterLink to={paths.login}>Entrar</RouterLink>
        </Link>
      </Text>
    </AuthCard>
  );
}
