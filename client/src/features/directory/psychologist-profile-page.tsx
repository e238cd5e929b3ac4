import { Button, Card, Center, Separator, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { LuArrowLeft, LuRefreshCw, LuUserX } from 'react-icons/lu';
import { appointmentMessages } from '@acolhe/shared/appointment-messages';
import { EmptyState } from '../../components/empty-state.tsx';
import { errorMessage } from '../../lib/error-message.ts';
import { paths, useIdParam } from '../../lib/paths.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { NextAvailableDates } from './next-available-dates.tsx';
import { ProfileOverview } from './profile-overview.tsx';
import { ProfileReviews } from './profile-reviews.tsx';

function BackToDirectory() {
  return (
    <Button asChild variant="ghost" mb="4" ml="-2">
      <RouterLink to={paths.directory}>
        <LuArrowLeft /> Voltar para a agenda
      </RouterLink>
    </Button>
  );
}

export function PsychologistProfilePage() {
  const trpc = useTRPC();
  const psychologistId = useIdParam('psychologistId');
  const profile = useQuery({
    ...trpc.directory.profile.queryOptions({ psychologistId }),
    enabled: psychologistId > 0,
    // Not found stays not found: no point retrying.
    retry: (failures, error) => error.data?.code !== 'NOT_FOUND' && failures < 2,
    // Nor on mount: a "not found" the server rendered the page with is not asked again.
    retryOnMount: false,
  });

  if (psychologistId === 0 || profile.error?.data?.code === 'NOT_FOUND') {
    return (
      <>
        <BackToDirectory />
        <EmptyState icon={<LuUserX />} title={appointmentMessages.psychologistNotFound} description="Ele pode ter saído da plataforma ou o endereço está incorreto." />
        <Center>
          <Button asChild colorPalette="teal">
            <RouterLink to={paths.directory}>Ver todos os psicólogos</RouterLink>
          </Button>
        </Center>
      </>
    );
  }
  if (profile.isPending) {
    return (
      <Center py="16" gap="3" color="gray.600" role="status">
        <Spinner color="brand.solid" />
        <Text>Carregando perfil...</Text>
      </Center>
    );
  }
  if (profile.isError) {
    return (
      <>
        <BackToDirectory />
        <Stack align="center" py="16" gap="4" role="alert">
          <Text color="red.600">{errorMessage(profile.error, 'Não foi possível carregar o perfil.')}</Text>
          <Button variant="outline" onClick={() => void profile.refetch()}>
            <LuRefreshCw /> Tentar novamente
          </Button>
        </Stack>
      </>
    );
  }

  const psychologist = profile.data;
  return (
    <>
      <BackToDirectory />
      <Card.Root as="article" aria-label={psychologist.name}>
        <Card.Body gap="8" p={{ base: '5', md: '8' }}>
          <ProfileOverview profile={psychologist} />
          <Separator />
          <NextAvailableDates psychologistId={psychologist.id} dates={psychologist.nextAvailableDates} />
          {psychologist.reviewsCount !== null && (
            <>
              <Separator />
              <ProfileReviews reviews={psychologist.recentReviews} />
            </>
          )}
        </Card.Body>
      </Card.Root>
    </>
  );
}
