import { useState } from 'react';
import { Badge, Card, HStack, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { LoadError } from '../../../components/load-error.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { paths } from '../../../lib/paths.ts';
import { useTRPC } from '../../../lib/trpc.ts';
import { pendingApplicationsInput } from './admin-dashboard-reads.ts';
import { ApplicationDialogs } from '../applications/application-dialogs.tsx';
import type { Application } from '../applications/application-format.ts';
import { PendingApplicationItem } from './pending-application-item.tsx';
import { useApplicationDecisions } from '../applications/use-application-decisions.ts';

/**
 * The dashboard's applicants awaiting approval. Approving opens the details first: the CRP must be
 * confirmed there (docs/decisions/product.md "Administrator area").
 */
export function PendingApplications() {
  const trpc = useTRPC();
  const pending = useQuery(trpc.admin.applications.list.queryOptions(pendingApplicationsInput));
  const [selected, setSelected] = useState<Application | null>(null);
  const [rejecting, setRejecting] = useState<Application | null>(null);
  const decisions = useApplicationDecisions({
    onDecided: () => {
      setRejecting(null);
      setSelected(null);
    },
  });

  const content = () => {
    if (pending.isPending) return <Skeleton h="40" />;
    if (pending.isError)
      return <LoadError message={errorMessage(pending.error, 'Não foi possível carregar as candidaturas.')} onRetry={() => void pending.refetch()} />;
    if (pending.data.items.length === 0) return <Text color="gray.600">Nenhuma candidatura aguardando aprovação.</Text>;
    return (
      <Stack gap="3">
        {pending.data.items.map((application) => (
          <PendingApplicationItem
            key={application.id}
            application={application}
            approving={decisions.approvingId === application.id}
            rejecting={decisions.rejectingId === application.id}
            onApprove={setSelected}
            onReject={setRejecting}
            onShowDetails={setSelected}
          />
        ))}
      </Stack>
    );
  };

  return (
    <Card.Root as="section" aria-label="Psicólogos aguardando aprovação">
      <Card.Header>
        <HStack justify="space-between" wrap="wrap" gap="2">
          <HStack>
            <Card.Title as="h2">Psicólogos aguardando aprovação</Card.Title>
            {pending.data && (
              <Badge colorPalette="yellow" data-testid="pending-count">
                {pending.data.total}
              </Badge>
            )}
          </HStack>
          <Link asChild colorPalette="teal" fontSize="sm">
            <RouterLink to={paths.admin.psychologists}>Ver todas</RouterLink>
          </Link>
        </HStack>
      </Card.Header>
      <Card.Body>{content()}</Card.Body>
      <ApplicationDialogs
        decisions={decisions}
        selected={selected}
        onCloseDetails={() => setSelected(null)}
        rejecting={rejecting}
        onReject={setRejecting}
        onCloseReject={() => setRejecting(null)}
      />
    </Card.Root>
  );
}
