import { Button, Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { LuRefreshCw } from 'react-icons/lu';
import { agendaMessages } from '@acolhe/shared/agenda';
import { PageHeader } from '../../components/page-header.tsx';
import { errorMessage } from '../../lib/error-message.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { AgendaSettingsForm } from './agenda-settings-form.tsx';
import { BlockedDatesCard } from './blocked-dates-card.tsx';

export function AgendaSettingsPage() {
  const trpc = useTRPC();
  const agenda = useQuery(trpc.agenda.get.queryOptions());

  const renderContent = () => {
    if (agenda.isPending) {
      return (
        <Center py="16" gap="3" color="gray.600" role="status">
          <Spinner color="brand.solid" />
          <Text>Carregando agenda...</Text>
        </Center>
      );
    }
    if (agenda.isError) {
      return (
        <Stack align="center" py="16" gap="4" role="alert">
          <Text color="red.600">{errorMessage(agenda.error, agendaMessages.loadFailed)}</Text>
          <Button variant="outline" onClick={() => void agenda.refetch()}>
            <LuRefreshCw /> Tentar novamente
          </Button>
        </Stack>
      );
    }
    return (
      <Stack gap="6">
        <AgendaSettingsForm agenda={agenda.data} />
        <BlockedDatesCard blockedDates={agenda.data.blockedDates} />
      </Stack>
    );
  };

  return (
    <>
      <PageHeader
        title="Minha Agenda"
        description="Defina a duração das consultas, seus horários semanais e as datas em que não atende."
      />
      {renderContent()}
    </>
  );
}
