import { Button, Field, Flex, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { paymentMessages, pixKeyInput, pixKeyTypeLabels, pixKeyTypes } from '@acolhe/shared/payments';
import { settingsMessages } from '@acolhe/shared/psychologist-settings';
import { errorMessage } from '../../lib/error-message.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { useTRPC } from '../../lib/trpc.ts';

type PixKeyForm = z.input<typeof pixKeyInput>;
const empty: PixKeyForm = { type: 'cpf', key: '' };

export function PixKeyForm() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useForm<PixKeyForm, unknown, z.output<typeof pixKeyInput>>({ defaultValues: empty, resolver: zodResolver(pixKeyInput) });
  const save = useMutation(
    trpc.psychologistSettings.savePixKey.mutationOptions({
      onSuccess: (saved) => {
        form.reset(empty);
        notifySuccess(paymentMessages.pixKeySaved);
        queryClient.setQueryData(trpc.psychologistSettings.payments.queryKey(), (old) => (old ? { ...old, pixKey: saved } : old));
      },
      onError: (error) => notifyError(errorMessage(error, settingsMessages.saveError)),
    }),
  );
  const errors = form.formState.errors;
  return (
    <form onSubmit={(event) => void form.handleSubmit((values) => save.mutate(values))(event)} noValidate aria-label="Chave PIX">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Field.Root>
          <Field.Label>Tipo de chave</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field bg="white" {...form.register('type')}>
              {pixKeyTypes.map((type) => (
                <option key={type} value={type}>
                  {pixKeyTypeLabels[type]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root invalid={!!errors.key}>
          <Field.Label>Chave PIX</Field.Label>
          <Input bg="white" {...form.register('key')} />
          <Field.ErrorText>{errors.key?.message}</Field.ErrorText>
        </Field.Root>
      </SimpleGrid>
      <Flex justify="end" mt="4">
        <Button type="submit" colorPalette="teal" loading={save.isPending} w={{ base: 'full', sm: 'auto' }}>
          Salvar chave PIX
        </Button>
      </Flex>
    </form>
  );
}
