import { Card, Stack, Switch, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { platformSettingsMessages } from '@acolhe/shared/platform-settings';
import { PageHeader } from '../../../components/page-header.tsx';
import { ChangePasswordCard } from '../../../components/change-password-card.tsx';
import { TwoFactorSection } from '../../../components/two-factor/two-factor-section.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useTRPC } from '../../../lib/trpc.ts';

/** The admin's own two-factor authentication and the platform's requirement of it for staff. */
export function AdminSecurityPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const overview = useQuery(trpc.admin.settings.get.queryOptions());
  // The position asked for while the server decides; a refusal then puts the switch back where it was.
  const [asked, setAsked] = useState<boolean | null>(null);
  const update = useMutation(
    trpc.admin.settings.setStaffTwoFactor.mutationOptions({
      onSuccess: (data) => {
        queryClient.setQueryData(trpc.admin.settings.get.queryKey(), data);
        notifySuccess(platformSettingsMessages.saved);
      },
      onError: (error) => notifyError(errorMessage(error, platformSettingsMessages.saveError)),
      onSettled: () => setAsked(null),
    }),
  );
  const settings = overview.data?.settings;

  return (
    <Stack gap="6" maxW="4xl">
      <PageHeader title="Segurança" description="Senha e verificação em duas etapas da sua conta, e a exigência para a equipe." />
      <ChangePasswordCard />
      <TwoFactorSection />
      <Card.Root as="section" aria-label="Exigência para a equipe">
        <Card.Body>
          <Stack gap="2">
            <Switch.Root
              checked={asked ?? settings?.requireTwoFactorForStaff ?? false}
              disabled={!settings || update.isPending}
              onCheckedChange={({ checked }) => {
                setAsked(checked);
                update.mutate({ required: checked });
              }}
            >
              <Switch.HiddenInput />
              <Switch.Control />
              <Switch.Label>Exigir 2FA para psicólogos e administradores</Switch.Label>
            </Switch.Root>
            <Text color="gray.600" fontSize="sm">
              Ligada, psicólogos e administradores só usam a sua área depois de ativar a verificação em duas etapas.
            </Text>
          </Stack>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
