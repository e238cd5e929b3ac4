import { SimpleGrid, Skeleton } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { LuCalendarCheck, LuCalendarClock, LuUserX } from 'react-icons/lu';
import { PageHeader } from '../../components/page-header.tsx';
import { StatCard } from '../../components/stat-card.tsx';
import { useAuthSession } from '../../lib/auth-session.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { PsychologistAppointments } from './psychologist-appointments.tsx';

export function PsychologistDashboardPage() {
  const trpc = useTRPC();
  const { user } = useAuthSession();
  const overview = useQuery(trpc.psychologist.overview.queryOptions());
  const count = (value: number | undefined) => (overview.isPending ? <Skeleton h="8" w="12" /> : (value ?? 0));
  return (
    <>
      <PageHeader title={`Olá, ${user?.name ?? ''}`} description="Resumo do seu mês na Acolhe." />
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <StatCard label="Consultas realizadas no mês" value={count(overview.data?.completed)} icon={<LuCalendarCheck size={28} />} />
        <StatCard label="Consultas agendadas no mês" value={count(overview.data?.scheduled)} icon={<LuCalendarClock size={28} />} />
        <StatCard label="Faltas no mês" value={count(overview.data?.noShow)} icon={<LuUserX size={28} />} />
      </SimpleGrid>
      <PsychologistAppointments />
    </>
  );
}
