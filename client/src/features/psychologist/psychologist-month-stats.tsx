import { Alert, SimpleGrid, Skeleton } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LuCalendarCheck, LuCalendarClock, LuPercent, LuStar, LuUserX, LuWallet } from 'react-icons/lu';
import { formatMoney, formatRating } from '@acolhe/shared/format';
import { StatCard } from '../../components/stat-card.tsx';
import { errorMessage } from '../../lib/error-message.ts';
import { useTRPC } from '../../lib/trpc.ts';

const percent = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 0 });

/** A rate of the month, or a dash when nothing was settled yet (no completed or missed consultation). */
function formatRate(rate: number | null): string {
  return rate === null ? '—' : percent.format(rate);
}

/** This month's statistics, next to today's and upcoming consultations; every figure comes from the server. */
export function PsychologistMonthStats() {
  const trpc = useTRPC();
  const overview = useQuery(trpc.psychologist.overview.queryOptions());
  if (overview.isError) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>
          {errorMessage(overview.error, 'Não foi possível carregar as estatísticas do mês.')}
        </Alert.Title>
      </Alert.Root>
    );
  }
  const data = overview.data;
  const show = (value: (figures: NonNullable<typeof data>) => ReactNode) =>
    data ? value(data) : <Skeleton h="8" w="16" />;
  return (
    <SimpleGrid columns={{ base: 2, md: 3 }} gap="4" aria-label="Estatísticas do mês">
      <StatCard
        label="Consultas realizadas no mês"
        value={show((d) => d.completed)}
        icon={<LuCalendarCheck size={28} />}
      />
      <StatCard
        label="Consultas agendadas no mês"
        value={show((d) => d.scheduled)}
        icon={<LuCalendarClock size={28} />}
      />
      <StatCard
        label="Receita do mês"
        value={show((d) => formatMoney(d.revenueCents))}
        help="Consultas realizadas"
        icon={<LuWallet size={28} />}
      />
      <StatCard
        label="Avaliação média"
        value={show((d) => (d.averageRating === null ? '—' : formatRating(d.averageRating)))}
        help={
          data
            ? `${data.ratingCount} ${data.ratingCount === 1 ? 'avaliação' : 'avaliações'} no mês`
            : undefined
        }
        icon={<LuStar size={28} />}
      />
      <StatCard
        label="Taxa de comparecimento"
        value={show((d) => formatRate(d.attendanceRate))}
        icon={<LuPercent size={28} />}
      />
      <StatCard
        label="Taxa de faltas"
        value={show((d) => formatRate(d.noShowRate))}
        help={data ? `${data.noShow} ${data.noShow === 1 ? 'falta' : 'faltas'}` : undefined}
        icon={<LuUserX size={28} />}
      />
    </SimpleGrid>
  );
}
