import { Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { LuPlus } from 'react-icons/lu';
import { companyMessages, createCompanyInput } from '@acolhe/shared/companies';
import { errorMessage, fieldErrorsOf } from '../../../lib/error-message.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useTRPC, type RouterOutputs } from '../../../lib/trpc.ts';
import { NewCompanyFields, type NewCompany, type NewCompanyForm } from './new-company-fields.tsx';

type Company = RouterOutputs['admin']['companies']['list']['items'][number];

const emptyForm: NewCompanyForm = { name: '', cnpj: '', email: '', phone: '', employees: 0, plan: 'basic' };
const formFields = ['name', 'cnpj', 'email', 'phone', 'employees', 'plan'] as const;

/** 'Nova Empresa': the dialog with the form; on success it resets, closes and hands the new company up. */
export function NewCompanyDialog({ onCreated }: { onCreated: (company: Company) => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const form = useForm<NewCompanyForm, unknown, NewCompany>({
    defaultValues: emptyForm,
    resolver: zodResolver(createCompanyInput),
  });
  const create = useMutation(
    trpc.admin.companies.create.mutationOptions({
      onSuccess: (company) => {
        notifySuccess(companyMessages.created);
        form.reset(emptyForm);
        setOpen(false);
        onCreated(company);
        void queryClient.invalidateQueries({ queryKey: trpc.admin.companies.pathKey() });
      },
      onError: (error) => {
        // The server's own per-field messages (CNPJ taken, CNPJ or e-mail invalid) go beside their fields.
        const fieldErrors = fieldErrorsOf(error);
        for (const field of formFields) {
          const message = fieldErrors[field];
          if (message) form.setError(field, { message });
        }
        notifyError(errorMessage(error, 'Erro ao adicionar empresa'));
      },
    }),
  );
  const onInvalid = (errors: FieldErrors<NewCompanyForm>) => {
    if (Object.values(errors).some((error) => error?.message === companyMessages.required)) {
      notifyError(companyMessages.required);
    }
  };
  return (
    <Dialog.Root open={open} onOpenChange={({ open: next }) => setOpen(next)} size={{ base: 'full', md: 'lg' }}>
      <Dialog.Trigger asChild>
        <Button colorPalette="teal" w={{ base: 'full', md: 'auto' }}>
          <LuPlus /> Nova Empresa
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px={{ md: '4' }}>
          <Dialog.Content>
            <form
              noValidate
              aria-label="Nova Empresa"
              onSubmit={(event) => void form.handleSubmit((values) => create.mutate({ ...values, phone: values.phone ?? undefined }), onInvalid)(event)}
            >
              <Dialog.Header>
                <Dialog.Title>Nova Empresa</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Text color="gray.600" mb="4" fontSize="sm">
                  A empresa começa pendente e recebe um código para os funcionários usarem no cadastro.
                </Text>
                <NewCompanyFields form={form} />
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline" disabled={create.isPending}>
                    Cancelar
                  </Button>
                </Dialog.ActionTrigger>
                <Button type="submit" colorPalette="teal" loading={create.isPending}>
                  Adicionar Empresa
                </Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Fechar" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
