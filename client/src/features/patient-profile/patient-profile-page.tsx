import { Button, Skeleton, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { LuCircleAlert } from 'react-icons/lu';
import { CalendarFeedSection } from '../../components/calendar-feed-section.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { TwoFactorSection } from '../../components/two-factor/two-factor-section.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { ChangePasswordCard } from '../../components/change-password-card.tsx';
import { MyDataCard } from './my-data-card.tsx';
import { PersonalDataCard } from './personal-data-card.tsx';
import { ReceiptDataCard } from './receipt-data-card.tsx';

export function PatientProfilePage() {
  const trpc = useTRPC();
  const profile = useQuery(trpc.patient.profile.get.queryOptions());

  return (
    <Stack gap="6" maxW="4xl">
      <PageHeader title="Meu perfil" description="Seus dados pessoais, seu calendário, sua senha, a segurança da conta e sua privacidade." />
      {profile.isPending && <Skeleton h="64" borderRadius="l3" />}
      {profile.isError && (
        <Stack align="center">
          <EmptyState title="Não foi possível carregar seu perfil" icon={<LuCircleAlert />} />
          <Button variant="outline" onClick={() => void profile.refetch()}>
            Tentar novamente
          </Button>
        </Stack>
      )}
      {profile.data && <PersonalDataCard profile={profile.data} />}
      <ReceiptDataCard />
      <CalendarFeedSection owner="patient" />
      <ChangePasswordCard />
      <TwoFactorSection />
      <MyDataCard />
    </Stack>
  );
}
