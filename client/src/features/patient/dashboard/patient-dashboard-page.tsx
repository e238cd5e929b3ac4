import { Button, Card, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { LuCalendarCheck, LuCalendarClock, LuSearch } from 'react-icons/lu';
import { PageHeader } from '../../../components/page-header.tsx';
import { StatCard } from '../../../components/stat-card.tsx';
import { useAuthSession } from '../../../lib/auth-session.tsx';
import { paths } from '../../../lib/paths.ts';
import { useTRPC } from '../../../lib/trpc.ts';
import { DashboardAppointments } from './dashboard-appointments.tsx';

export function PatientDashboardPage() {
  const trpc = useTRPC();
  const { user } = useAuthSession();
  const overview = useQuery(trpc.patient.overview.queryOptions());
  const firstName = user?.name.split(' ')[0] ?? '';
  const count = (value: number | undefined) => (overview.isPending ? <Skeleton h="8" w="12" /> : (value ?? 0));

  return (
    <>
      <PageHeader title={`Olá, ${firstName}!`} description="Cuide da sua saúde mental com quem entende do assunto." />
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" mb="6">
        <Card.Root bg="brand.subtle">
          <Card.Body>
            <Stack gap="3">
              <Heading size="md">Nova consulta</Heading>
              <Text color="gray.600">Encontre um psicólogo e agende um horário.</Text>
              <Button asChild colorPalette="teal" alignSelf="start">
                <RouterLink to={paths.directory}>
                  <LuSearch /> Encontrar psicólogo
                </RouterLink>
              </Button>
            </Stack>
          </Card.Body>
        </Card.Root>
        <StatCard label="Próximas consultas" value={count(overview.data?.upcoming)} icon={<LuCalendarClock size={28} />} />
        <StatCard label="Consultas realizadas" value={count(overview.data?.completed)} icon={<LuCalendarCheck size={28} />} />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" mb="6">
        <DashboardAppointments />
      </SimpleGrid>
      <Card.Root>
        <Card.Body>
          <Stack gap="2">
            <Heading size="md">Precisa de ajuda?</Heading>
            <Text color="gray.600">
              Em caso de emergência, ligue para o CVV (188) ou o SAMU (192). Para dúvidas sobre a plataforma, escreva para
              contato@acolhe.com.br.
            </Text>
          </Stack>
        </Card.Body>
      </Card.Root>
    </>
  );
}
