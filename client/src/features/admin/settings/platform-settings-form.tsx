import { Button, Card, Field, Flex, Input, SimpleGrid } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  bookingHorizonRange,
  bookingNoticeRange,
  platformSettingsInput,
  platformSettingsMessages,
  type PlatformSettings,
  type PlatformSettingsInput,
} from '@acolhe/shared/platform-settings';
import { errorMessage, fieldErrorsOf } from '../../../lib/error-message.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useTRPC } from '../../../lib/trpc.ts';

type SettingsForm = z.input<typeof platformSettingsInput>;
const settingNames = Object.keys(platformSettingsInput.shape) as (keyof SettingsForm)[];

interface TextSetting {
  name: keyof SettingsForm;
  label: string;
  type: 'text' | 'email' | 'number';
  help?: string;
  range?: { min: number; max: number };
}

const fields: TextSetting[] = [
  { name: 'platformName', label: 'Nome da plataforma', type: 'text' },
  { name: 'supportEmail', label: 'E-mail de suporte', type: 'email' },
  {
    name: 'bookingHorizonDays',
    label: 'Período de agendamento (dias)',
    type: 'number',
    help: 'Até quantos dias à frente os pacientes podem agendar.',
    range: bookingHorizonRange,
  },
  {
    name: 'bookingNoticeHours',
    label: 'Antecedência mínima (horas)',
    type: 'number',
    help: 'Quanto tempo antes do início uma consulta ainda pode ser agendada.',
    range: bookingNoticeRange,
  },
  { name: 'dpoName', label: 'Encarregado de dados (DPO)', type: 'text', help: 'Mostrado na política de privacidade (LGPD art. 41).' },
  { name: 'dpoEmail', label: 'E-mail do encarregado', type: 'email' },
];

/** An empty number box is a missing number, so the schema's "Informe ..." message shows. */
const toNumber = (value: unknown) => {
  // react-hook-form also passes the default value through, which is already a number.
  if (typeof value !== 'string') return value;
  return value.trim() === '' ? undefined : Number(value);
};

export function PlatformSettingsForm({ settings }: { settings: PlatformSettings }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useForm<SettingsForm, unknown, PlatformSettingsInput>({
    defaultValues: settings,
    resolver: zodResolver(platformSettingsInput),
  });
  const save = useMutation(
    trpc.admin.settings.update.mutationOptions({
      onSuccess: (overview) => {
        form.reset(overview.settings);
        queryClient.setQueryData(trpc.admin.settings.get.queryKey(), overview);
        notifySuccess(platformSettingsMessages.saved);
      },
      onError: (error) => {
        const fieldErrors = fieldErrorsOf(error);
        for (const name of settingNames) {
          const message = fieldErrors[name];
          if (message) form.setError(name, { message });
        }
        notifyError(errorMessage(error, platformSettingsMessages.saveError));
      },
    }),
  );
  const { errors } = form.formState;
  return (
    <Card.Root as="section" size={{ base: 'sm', md: 'md' }} aria-labelledby="platform-settings">
      <Card.Header>
        <Card.Title as="h2" id="platform-settings">Plataforma</Card.Title>
        <Card.Description>As mudanças valem na hora para todos os usuários.</Card.Description>
      </Card.Header>
      <Card.Body>
        <form noValidate aria-label="Configurações da plataforma" onSubmit={(event) => void form.handleSubmit((values) => save.mutate(values))(event)}>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {fields.map((field) => (
              <Field.Root key={field.name} invalid={!!errors[field.name]}>
                <Field.Label>{field.label}</Field.Label>
                <Input
                  bg="white"
                  type={field.type}
                  {...(field.range && { min: field.range.min, max: field.range.max, step: 1, inputMode: 'numeric' as const })}
                  {...form.register(field.name, field.type === 'number' ? { setValueAs: toNumber } : {})}
                />
                {field.help && !errors[field.name] && <Field.HelperText>{field.help}</Field.HelperText>}
                <Field.ErrorText>{errors[field.name]?.message}</Field.ErrorText>
              </Field.Root>
            ))}
          </SimpleGrid>
          <Flex justify="end" mt="5">
            <Button type="submit" colorPalette="teal" loading={save.isPending} w={{ base: 'full', sm: 'auto' }}>
              Salvar Configurações
            </Button>
          </Flex>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
