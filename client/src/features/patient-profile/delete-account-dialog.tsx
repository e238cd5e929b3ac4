import { Button, CloseButton, Dialog, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { deleteAccountInput, profileMessages } from '@acolhe/shared/patient-profile';
import { useAuthSession } from '../../lib/auth-session.tsx';
import { errorMessage } from '../../lib/error-message.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { paths } from '../../lib/paths.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { ProfileField } from '../../components/profile-field.tsx';

/** The typed word is a plain string in the form; the API's own schema decides whether it is right. */
const deleteAccountForm = z.object({
  password: deleteAccountInput.shape.password,
  confirmation: z.string().pipe(deleteAccountInput.shape.confirmation),
});

const emptyForm = { password: '', confirmation: '' };

export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const { signOut } = useAuthSession();
  const { register, handleSubmit, reset, setError, formState } = useForm({
    resolver: zodResolver(deleteAccountForm),
    defaultValues: emptyForm,
  });
  const errors = formState.errors;

  const remove = useMutation(
    trpc.patient.profile.deleteAccount.mutationOptions({
      onSuccess: async () => {
        // The server already ended every session; signOut clears what the browser still holds. Keep the
        // order of useLogout (sign out, toast, navigate): the signed-out state must render before the move
        // to '/', or the patient area's guard redirects to /login after it (seen in the e2e journey).
        await signOut();
        notifySuccess(profileMessages.deleted);
        await navigate(paths.home, { replace: true });
      },
      onError: (error) => {
        const message = errorMessage(error, profileMessages.deleteError);
        if (error.data?.reason === 'WRONG_PASSWORD') setError('password', { message });
        notifyError(message);
      },
    }),
  );

  const close = () => {
    if (remove.isPending) return;
    reset(emptyForm);
    onClose();
  };

  return (
    <Dialog.Root role="alertdialog" open={open} onOpenChange={(details) => !details.open && close()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <form onSubmit={handleSubmit((values) => remove.mutate(values))} noValidate>
              <Dialog.Header>
                <Dialog.Title>Excluir minha conta</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Text>
                    Seus dados pessoais serão anonimizados e suas consultas futuras, canceladas. Esta ação não
                    pode ser desfeita.
                  </Text>
                  <ProfileField label="Sua senha" error={errors.password?.message}>
                    <Input type="password" autoComplete="current-password" {...register('password')} />
                  </ProfileField>
                  <ProfileField label="Digite EXCLUIR para confirmar" error={errors.confirmation?.message}>
                    <Input autoComplete="off" autoCapitalize="characters" {...register('confirmation')} />
                  </ProfileField>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer flexDirection={{ base: 'column-reverse', sm: 'row' }} alignItems="stretch">
                <Button variant="outline" onClick={close} disabled={remove.isPending}>
                  Cancelar
                </Button>
                <Button
                  type="submit"
                  colorPalette="red"
                  loading={remove.isPending}
                  loadingText="Excluindo..."
                >
                  Excluir definitivamente
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
