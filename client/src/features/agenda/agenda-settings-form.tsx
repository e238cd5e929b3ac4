import { Button, Flex, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useFieldArray, useForm } from 'react-hook-form';
import { LuSave } from 'react-icons/lu';
import { agendaMessages, saveAgendaInput, type SaveAgendaInput } from '@acolhe/shared/agenda';
import { errorMessage } from '../../lib/error-message.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { firstErrorMessage, toAgendaForm, type Agenda } from './agenda-format.ts';
import { ConsultationSettingsCard } from './consultation-settings-card.tsx';
import { WeeklyAvailabilityCard } from './weekly-availability-card.tsx';

/** Settings and weekly slots, saved together with one button (the server replaces them in one transaction). */
export function AgendaSettingsForm({ agenda }: { agenda: Agenda }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useForm<SaveAgendaInput>({
    defaultValues: toAgendaForm(agenda),
    resolver: zodResolver(saveAgendaInput),
  });
  const slots = useFieldArray({ control: form.control, name: 'slots' });

  const save = useMutation(
    trpc.agenda.save.mutationOptions({
      onSuccess: async (saved) => {
        form.reset(toAgendaForm(saved));
        notifySuccess(agendaMessages.saved);
        await queryClient.invalidateQueries({ queryKey: trpc.agenda.get.queryKey() });
      },
      onError: (error) => notifyError(errorMessage(error, agendaMessages.saveFailed)),
    }),
  );

  const submit = form.handleSubmit(
    (values) => save.mutate(values),
    (errors) => notifyError(firstErrorMessage(errors) ?? agendaMessages.saveFailed),
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Configurações de agenda">
      <Stack gap="6">
        <ConsultationSettingsCard register={form.register} errors={form.formState.errors} />
        <WeeklyAvailabilityCard
          fields={slots.fields}
          control={form.control}
          errors={form.formState.errors.slots}
          onAdd={slots.append}
          onRemove={slots.remove}
        />
        <Flex justify="flex-end">
          <Button
            type="submit"
            colorPalette="teal"
            w={{ base: 'full', sm: 'auto' }}
            loading={save.isPending}
            loadingText="Salvando..."
          >
            <LuSave /> Salvar Configurações
          </Button>
        </Flex>
      </Stack>
    </form>
  );
}
