import { SimpleGrid, Span } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { LuHourglass, LuUserCheck, LuUserX } from 'react-icons/lu';
import { formatInteger } from '@acolhe/shared/format';
import { StatCard } from '../../components/stat-card.tsx';
import { useTRPC } from '../../lib/trpc.ts';

export function ApplicationCounters() {
  const trpc = useTRPC();
  const counts = useQuery(trpc.admin.applications.counts.queryOptions());
  const show = (value: number | undefined) => (value === undefined ? '—' : formatInteger(value));
  return (
    <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4" mb="6">
      <StatCard
        label="Pendentes"
        value={<Span data-testid="count-pending">{show(counts.data?.pending)}</Span>}
        icon={<LuHourglass size={24} color="var(--chakra-colors-yellow-600)" />}
      />
      <StatCard
        label="Aprovados"
        value={<Span data-testid="count-approved">{show(counts.data?.approved)}</Span>}
        icon={<LuUserCheck size={24} color="var(--chakra-colors-green-600)" />}
      />
      <StatCard
        label="Rejeitados"
        value={<Span data-testid="count-rejected">{show(counts.data?.rejected)}</Span>}
        icon={<LuUserX size={24} color="var(--chakra-colors-red-600)" />}
      />
    </SimpleGrid>
  );
}
