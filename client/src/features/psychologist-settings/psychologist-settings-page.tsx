import { Alert, Skeleton, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { CalendarFeedSection } from '../../components/calendar-feed-section.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { ChangePasswordCard } from '../../components/change-password-card.tsx';
import { TwoFactorSection } from '../../components/two-factor/two-factor-section.tsx';
import { errorMessage } from '../../lib/error-message.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { PaymentsSection } from './payments-section.tsx';
import { PreferencesSections } from './preferences-sections.tsx';
import { ProfileSection } from './profile-form.tsx';
import { ReceiptsSection } from './receipts-section.tsx';

export function PsychologistSettingsPage() {
  const trpc = useTRPC();
  const profile = useQuery(trpc.psychologistSettings.profile.queryOptions());
  const preferences = useQuery(trpc.psychologistSettings.preferences.queryOptions());
  const payments = useQuery(trpc.psychologistSettings.payments.queryOptions());
  const receipts = useQuery(trpc.psychologistSettings.receipts.queryOptions());
  const failed = [profile, preferences, payments, receipts].find((query) => query.isError);
  return (
    <>
      <PageHeader title="Configurações" description="Seu perfil, notificações, privacidade, pagamentos, recibos, calendário e segurança." />
      {failed?.error && (
        <Alert.Root status="error" mb="4">
          <Alert.Indicator />
          <Alert.Title>{errorMessage(failed.error, 'Não foi possível carregar as configurações.')}</Alert.Title>
        </Alert.Root>
      )}
      <Stack gap="6">
        {profile.data ? <ProfileSection profile={profile.data} /> : !profile.isError && <Skeleton h="96" />}
        {preferences.data ? <PreferencesSections preferences={preferences.data} /> : !preferences.isError && <Skeleton h="64" />}
        {payments.data ? <PaymentsSection payments={payments.data} /> : !payments.isError && <Skeleton h="64" />}
        {receipts.data ? <ReceiptsSection settings={receipts.data} /> : !receipts.isError && <Skeleton h="32" />}
        <CalendarFeedSection owner="psychologist" />
        <ChangePasswordCard />
        <TwoFactorSection />
      </Stack>
    </>
  );
}
