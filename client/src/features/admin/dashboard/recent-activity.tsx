import { Card, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { LoadError } from '../../../components/load-error.tsx';
import { useCalendar } from '../../../lib/calendar.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useTRPC } from '../../../lib/trpc.ts';
import { recentActivityInput } from './admin-dashboard-reads.ts';

export function RecentActivity() {
  const trpc = useTRPC();
  const calendar = useCalendar();
  const activity = useQuery(trpc.admin.activity.recent.queryOptions(recentActivityInput));
  const content = () => {
    if (activity.isPending) return <Skeleton h="40" />;
    if (activity.isError)
      return <LoadError message={errorMessage(activity.error, 'Não foi possível carregar a atividade recente.')} onRetry={() => void activity.refetch()} />;
    if (activity.data.length === 0) return <Text color="gray.600">Nenhuma atividade registrada ainda.</Text>;
    return (
      <Stack as="ul" gap="3" listStyleType="none">
        {activity.data.map((entry) => (
          <Stack as="li" key={entry.id} gap="0" borderLeftWidth="3px" borderColor="brand.muted" pl="3">
            <Text>{entry.description}</Text>
            <Text fontSize="sm" color="gray.500">
              {calendar.formatDateTime(entry.createdAt)}
              {entry.actorName ? ` · por ${entry.actorName}` : ''}
            </Text>
          </Stack>
        ))}
      </Stack>
    );
  };
  return (
    <Card.Root as="section" aria-label="Atividade recente">
      <Card.Header>
        <Card.Title as="h2">Atividade recente</Card.Title>
      </Card.Header>
      <Card.Body>{content()}</Card.Body>
    </Card.Root>
  );
}
