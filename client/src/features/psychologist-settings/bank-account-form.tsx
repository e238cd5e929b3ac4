import { Button, Field, Flex, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { banks } from '@acolhe/shared/banks';
import { accountTypeLabels, accountTypes, bankAccountInput, paymentMessages } from '@acolhe/shared/payments';
import { settingsMessages } from '@acolhe/shared/psychologist-settings';
import { errorMessage } from '../../lib/error-message.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { useTRPC } from '../../lib/trpc.ts';

type BankAccountForm = z.input<typeof bankAccountInput>;

const empty: BankAccountForm = {
  bankCode: '' as BankAccountForm['bankCode'],
  agency: '',
  agencyDigit: '',
  accountType: 'checking',
  accountNumber: '',
  accountDigit: '',
  holderName: '',
  holderDocument: '',
};

/** The saved account is shown masked, so the form always starts empty: saving replaces it. */
export function BankAccountForm() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useForm<BankAccountForm, unknown, z.output<typeof bankAccountInput>>({ defaultValues: empty, resolver: zodResolver(bankAccountInput) });
  const save = useMutation(
    trpc.psychologistSettings.saveBankAccount.mutationOptions({
      onSuccess: (saved) => {
        form.reset(empty);
        notifySuccess(paymentMessages.bankAccountSaved);
        queryClient.setQueryData(trpc.psychologistSettings.payments.queryKey(), (old) => (old ? { ...old, bankAccount: saved } : old));
      },
      onError: (error) => notifyError(errorMessage(error, settingsMessages.saveError)),
    }),
  );
  const errors = form.formState.errors;
  const onInvalid = (invalid: typeof errors) => notifyError(Object.values(invalid).find((error) => error?.message)?.message ?? settingsMessages.saveError);
  const text = (name: Exclude<keyof BankAccountForm, 'bankCode' | 'accountType'>, label: string, inputMode?: 'numeric') => (
    <Field.Root invalid={!!errors[name]}>
      <Field.Label>{label}</Field.Label>
      <Input bg="white" inputMode={inputMode} {...form.register(name)} />
      <Field.ErrorText>{errors[name]?.message}</Field.ErrorText>
    </Field.Root>
  );
  return (
    <form onSubmit={(event) => void form.handleSubmit((values) => save.mutate({ ...values, agencyDigit: values.agencyDigit ?? undefined }), onInvalid)(event)} noValidate aria-label="Conta bancária">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Field.Root invalid={!!errors.bankCode}>
          <Field.Label>Banco</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field bg="white" {...form.register('bankCode')}>
              <option value="">Selecione o banco</option>
              {banks.map((bank) => (
                <option key={bank.code} value={bank.code}>
                  {bank.code} – {bank.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.ErrorText>{errors.bankCode?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!errors.accountType}>
          <Field.Label>Tipo de conta</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field bg="white" {...form.register('accountType')}>
              {accountTypes.map((type) => (
                <option key={type} value={type}>
                  {accountTypeLabels[type]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {text('agency', 'Agência', 'numeric')}
        {text('agencyDigit', 'Dígito da agência (opcional)')}
        {text('accountNumber', 'Conta', 'numeric')}
        {text('accountDigit', 'Dígito da conta')}
        {text('holderName', 'Nome do titular')}
        {text('holderDocument', 'CPF ou CNPJ do titular')}
      </SimpleGrid>
      <Flex justify="end" mt="4">
        <Button type="submit" colorPalette="teal" loading={save.isPending} w={{ base: 'full', sm: 'auto' }}>
          Salvar conta bancária
        </Button>
      </Flex>
    </form>
  );
}
