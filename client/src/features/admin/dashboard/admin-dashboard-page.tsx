import { Box, Grid, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { LoadError } from '../../../components/load-error.tsx';
import { usePageHeading } from '../../../components/use-page-heading.ts';
import { useAuthSession } from '../../../lib/auth-session.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useTRPC } from '../../../lib/trpc.ts';
import { DashboardShortcuts } from './dashboard-shortcuts.tsx';
import { DashboardStats } from './dashboard-stats.tsx';
import { PendingApplications } from './pending-applications.tsx';
import { RecentActivity } from './recent-activity.tsx';
import { SystemPerformance } from './system-performance.tsx';

function WelcomeBanner({ name }: { name: string }) {
  const heading = usePageHeading('Painel administrativo');
  // White text stays at 5.47:1 or more across the gradient (see theme.ts).
  return (
    <Box bgGradient="to-r" gradientFrom="brand.solid" gradientTo="teal.700" color="white" borderRadius="lg" p={{ base: '5', md: '6' }}>
      <Heading as="h1" size="2xl" ref={heading} tabIndex={-1} outline="none">
        Bem-vindo(a), {name}
      </Heading>
      <Text mt="1">
        Acompanhe as aprovações, a atividade e o desempenho da plataforma.
      </Text>
    </Box>
  );
}

function FiguresSkeleton() {
  return (
    <Stack gap="4" aria-busy="true">
      <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
        {[1, 2, 3, 4].map((key) => (
          <Skeleton key={key} h="28" />
        ))}
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        {[1, 2, 3].map((key) => (
          <Skeleton key={key} h="20" />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

export function AdminDashboardPage() {
  const trpc = useTRPC();
  const { user } = useAuthSession();
  const dashboard = useQuery(trpc.admin.dashboard.queryOptions());
  return (
    <Stack gap="6">
      <WelcomeBanner name={user?.name ?? ''} />
      {dashboard.isPending && <FiguresSkeleton />}
      {dashboard.isError && (
        <LoadError message={errorMessage(dashboard.error, 'Não foi possível carregar os números da plataforma.')} onRetry={() => void dashboard.refetch()} />
      )}
      {dashboard.data && (
        <>
          <DashboardStats dashboard={dashboard.data} />
          <DashboardShortcuts dashboard={dashboard.data} />
        </>
      )}
      <Grid templateColumns={{ base: '1fr', xl: '3fr 2fr' }} gap="6" alignItems="start">
        <PendingApplications />
        <Stack gap="6">
          {dashboard.data && <SystemPerformance dashboard={dashboard.data} />}
          <RecentActivity />
        </Stack>
      </Grid>
    </Stack>
  );
}
