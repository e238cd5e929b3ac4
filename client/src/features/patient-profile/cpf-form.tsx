import { Button, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { receiptMessages, saveCpfInput } from '@acolhe/shared/receipts';
import { errorMessage, fieldErrorsOf } from '../../lib/error-message.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { ProfileField } from '../../components/profile-field.tsx';
import { useStoreTaxIds } from './use-tax-ids.ts';

/** The patient's own CPF: typed in full, shown masked once saved. */
export function CpfForm({ stored }: { stored: string | null }) {
  const trpc = useTRPC();
  const storeTaxIds = useStoreTaxIds();
  const form = useForm<z.input<typeof saveCpfInput>, unknown, z.output<typeof saveCpfInput>>({
    defaultValues: { cpf: '' },
    resolver: zodResolver(saveCpfInput),
  });
  const onError = (error: unknown) => {
    const fields = fieldErrorsOf(error);
    if (fields.cpf) form.setError('cpf', { message: fields.cpf });
    notifyError(errorMessage(error, receiptMessages.saveError));
  };
  const save = useMutation(
    trpc.patient.profile.saveCpf.mutationOptions({
      onSuccess: (taxIds) => {
        storeTaxIds(taxIds);
        form.reset({ cpf: '' });
        notifySuccess(receiptMessages.cpfSaved);
      },
      onError,
    }),
  );
  const remove = useMutation(
    trpc.patient.profile.removeCpf.mutationOptions({
      onSuccess: (taxIds) => {
        storeTaxIds(taxIds);
        notifySuccess(receiptMessages.cpfRemoved);
      },
      onError,
    }),
  );

  return (
    <form onSubmit={(event) => void form.handleSubmit((values) => save.mutate(values))(event)} noValidate aria-label="Seu CPF">
      <Stack gap="3">
        <Text>
          Seu CPF: <strong>{stored ?? 'não informado'}</strong>
        </Text>
        <ProfileField label={stored ? 'Novo CPF' : 'CPF'} error={form.formState.errors.cpf?.message}>
          <Input inputMode="numeric" autoComplete="off" placeholder="000.000.000-00" maxW="sm" {...form.register('cpf')} />
        </ProfileField>
        <Flex gap="3" wrap="wrap">
          <Button type="submit" colorPalette="teal" loading={save.isPending} loadingText="Salvando...">
            Salvar CPF
          </Button>
          {stored && (
            <Button variant="outline" onClick={() => remove.mutate()} loading={remove.isPending} loadingText="Removendo...">
              Remover CPF
            </Button>
          )}
        </Flex>
      </Stack>
    </form>
  );
}
