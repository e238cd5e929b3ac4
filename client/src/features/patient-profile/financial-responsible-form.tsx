import { Button, Flex, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { financialResponsibleInput, receiptMessages } from '@acolhe/shared/receipts';
import { errorMessage, fieldErrorsOf } from '../../lib/error-message.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { ProfileField } from '../../components/profile-field.tsx';
import { useStoreTaxIds, type TaxIds } from './use-tax-ids.ts';

type Form = z.input<typeof financialResponsibleInput>;
const empty: Form = { name: '', cpf: '' };

/** Who pays for the patient (a parent for a child, say): the receipt goes out in their name. */
export function FinancialResponsibleForm({ stored }: { stored: TaxIds['financialResponsible'] }) {
  const trpc = useTRPC();
  const storeTaxIds = useStoreTaxIds();
  const form = useForm<Form, unknown, z.output<typeof financialResponsibleInput>>({
    defaultValues: empty,
    resolver: zodResolver(financialResponsibleInput),
  });
  const onError = (error: unknown) => {
    const fields = fieldErrorsOf(error);
    if (fields.name) form.setError('name', { message: fields.name });
    if (fields.cpf) form.setError('cpf', { message: fields.cpf });
    notifyError(errorMessage(error, receiptMessages.saveError));
  };
  const save = useMutation(
    trpc.patient.profile.saveFinancialResponsible.mutationOptions({
      onSuccess: (taxIds) => {
        storeTaxIds(taxIds);
        form.reset(empty);
        notifySuccess(receiptMessages.responsibleSaved);
      },
      onError,
    }),
  );
  const remove = useMutation(
    trpc.patient.profile.removeFinancialResponsible.mutationOptions({
      onSuccess: (taxIds) => {
        storeTaxIds(taxIds);
        notifySuccess(receiptMessages.responsibleRemoved);
      },
      onError,
    }),
  );
  const errors = form.formState.errors;

  return (
    <form
      onSubmit={(event) => void form.handleSubmit((values) => save.mutate(values))(event)}
      noValidate
      aria-label="Responsável financeiro"
    >
      <Stack gap="3">
        <Text>
          Responsável financeiro:{' '}
          <strong>{stored ? `${stored.name} (CPF ${stored.cpf})` : 'nenhum, você mesmo(a) paga'}</strong>
        </Text>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <ProfileField label="Nome do responsável" error={errors.name?.message}>
            <Input autoComplete="off" {...form.register('name')} />
          </ProfileField>
          <ProfileField label="CPF do responsável" error={errors.cpf?.message}>
            <Input inputMode="numeric" autoComplete="off" placeholder="000.000.000-00" {...form.register('cpf')} />
          </ProfileField>
        </SimpleGrid>
        <Flex gap="3" wrap="wrap">
          <Button type="submit" colorPalette="teal" loading={save.isPending} loadingText="Salvando...">
            Salvar responsável
          </Button>
          {stored && (
            <Button variant="outline" onClick={() => remove.mutate()} loading={remove.isPending} loadingText="Removendo...">
              Remover responsável
            </Button>
          )}
        </Flex>
      </Stack>
    </form>
  );
}
