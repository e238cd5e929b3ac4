import { memo } from 'react';
import { Button, Center, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { LuRefreshCw } from 'react-icons/lu';
import { errorMessage } from '../../../lib/error-message.ts';
import { ApplicationCard } from './application-card.tsx';
import type { Application } from './application-format.ts';

interface ApplicationListProps {
  applications: Application[];
  /** True while the previous filter's results stay on screen and the new ones load. */
  stale: boolean;
  approvingId: number | null;
  rejectingId: number | null;
  onApprove: (application: Application) => void;
  onReject: (application: Application) => void;
  onShowDetails: (application: Application) => void;
}

export const ApplicationList = memo(function ApplicationList({
  applications,
  stale,
  approvingId,
  rejectingId,
  onApprove,
  onReject,
  onShowDetails,
}: ApplicationListProps) {
  return (
    <SimpleGrid
      columns={{ base: 1, xl: 2 }}
      gap="4"
      opacity={stale ? 0.6 : 1}
      aria-busy={stale}
      transition="opacity 0.2s"
    >
      {applications.map((application) => (
        <ApplicationCard
          key={application.id}
          application={application}
          approving={approvingId === application.id}
          rejecting={rejectingId === application.id}
          onApprove={onApprove}
          onReject={onReject}
          onShowDetails={onShowDetails}
        />
      ))}
    </SimpleGrid>
  );
});

export function ApplicationListLoading() {
  return (
    <Center py="16" gap="3" color="gray.600" role="status">
      <Spinner color="brand.solid" />
      <Text>Carregando candidaturas...</Text>
    </Center>
  );
}

export function ApplicationListError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Stack align="center" py="16" gap="4" role="alert">
      <Text color="red.600">{errorMessage(error, 'Não foi possível carregar as candidaturas.')}</Text>
      <Button variant="outline" onClick={onRetry}>
        <LuRefreshCw /> Tentar novamente
      </Button>
    </Stack>
  );
}
