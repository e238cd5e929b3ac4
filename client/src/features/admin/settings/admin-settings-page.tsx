import { Alert, Button, Skeleton, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../../components/page-header.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useTRPC } from '../../../lib/trpc.ts';
import { PlatformFactsCard } from './platform-facts.tsx';
import { PlatformSettingsForm } from './platform-settings-form.tsx';

export function AdminSettingsPage() {
  const trpc = useTRPC();
  const overview = useQuery(trpc.admin.settings.get.queryOptions());
  const renderBody = () => {
    if (overview.isPending) {
      return (
        <Stack gap="6" aria-busy="true">
          <Skeleton h="80" />
          <Skeleton h="48" />
        </Stack>
      );
    }
    if (overview.isError) {
      return (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{errorMessage(overview.error, 'Não foi possível carregar as configurações.')}</Alert.Title>
          <Button size="sm" variant="outline" ms="auto" onClick={() => void overview.refetch()}>
            Tentar novamente
          </Button>
        </Alert.Root>
      );
    }
    return (
      <Stack gap="6">
        <PlatformSettingsForm settings={overview.data.settings} />
        <PlatformFactsCard facts={overview.data.facts} />
      </Stack>
    );
  };
  return (
    <>
      <PageHeader title="Configurações" description="Dados da plataforma, regras de agendamento e contato do encarregado de dados." />
      {renderBody()}
    </>
  );
}
