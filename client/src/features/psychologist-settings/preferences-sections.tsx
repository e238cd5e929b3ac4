import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationLabels, privacyLabels, settingsMessages } from '@acolhe/shared/psychologist-settings';
import { errorMessage } from '../../lib/error-message.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { useTRPC, type RouterOutputs } from '../../lib/trpc.ts';
import { SettingsSection } from './settings-section.tsx';
import { SwitchesForm } from './switches-form.tsx';

type Preferences = RouterOutputs['psychologistSettings']['preferences'];

export function PreferencesSections({ preferences }: { preferences: Preferences }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const key = trpc.psychologistSettings.preferences.queryKey();
  const onError = (error: unknown) => notifyError(errorMessage(error, settingsMessages.saveError));
  const notifications = useMutation(
    trpc.psychologistSettings.updateNotifications.mutationOptions({
      onSuccess: (saved) => {
        notifySuccess(settingsMessages.notificationsUpdated);
        queryClient.setQueryData(key, (old) => (old ? { ...old, notifications: saved } : old));
      },
      onError,
    }),
  );
  const privacy = useMutation(
    trpc.psychologistSettings.updatePrivacy.mutationOptions({
      onSuccess: (saved) => {
        notifySuccess(settingsMessages.privacyUpdated);
        queryClient.setQueryData(key, (old) => (old ? { ...old, privacy: saved } : old));
      },
      onError,
    }),
  );
  return (
    <>
      <SettingsSection id="notification-settings" title="Notificações" description="Escolha como quer ser avisado.">
        <SwitchesForm
          label="Notificações"
          values={preferences.notifications}
          labels={notificationLabels}
          saving={notifications.isPending}
          onSave={(values) => notifications.mutate(values)}
        />
      </SettingsSection>
      <SettingsSection id="privacy-settings" title="Privacidade" description="Controle o que os pacientes veem.">
        <SwitchesForm
          label="Privacidade"
          values={preferences.privacy}
          labels={privacyLabels}
          saving={privacy.isPending}
          onSave={(values) => privacy.mutate(values)}
        />
      </SettingsSection>
    </>
  );
}
