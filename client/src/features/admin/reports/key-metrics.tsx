import { SimpleGrid, Span } from '@chakra-ui/react';
import { LuClock, LuPercent, LuRepeat, LuStar } from 'react-icons/lu';
import { formatCount, formatInteger, formatRating, formatShare } from '@acolhe/shared/format';
import { StatCard } from '../../../components/stat-card.tsx';
import type { RouterOutputs } from '../../../lib/trpc.ts';

const iconColor = 'var(--chakra-colors-teal-600)';

/** Application to decision: hours up to two days, then days. */
function formatResponseTime(hours: number | null): string {
  if (hours === null) return '—';
  return hours < 48 ? `${formatRating(hours)} h` : `${formatRating(hours / 24)} dias`;
}

export function KeyMetrics({ report }: { report: RouterOutputs['admin']['reports']['report'] }) {
  const { summary, keyMetrics } = report;
  const { rating, decisions, retention } = keyMetrics;
  return (
    <SimpleGrid as="section" aria-label="Métricas principais" columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
      <StatCard
        label="Taxa de conclusão"
        value={<Span data-testid="metric-completion">{formatShare(keyMetrics.completionRate)}</Span>}
        help={`${formatInteger(summary.completed)} de ${formatCount(summary.total, 'consulta realizada', 'consultas realizadas')}`}
        icon={<LuPercent size={28} color={iconColor} />}
      />
      <StatCard
        label="Avaliação média"
        value={rating.average === null ? '—' : formatRating(rating.average)}
        help={`${formatCount(rating.count, 'avaliação', 'avaliações')} no período`}
        icon={<LuStar size={28} color={iconColor} />}
      />
      <StatCard
        label="Tempo médio de resposta"
        value={formatResponseTime(decisions.averageResponseHours)}
        help={`Da candidatura à decisão (${decisions.decisions === 1 ? '1 decidida' : `${formatInteger(decisions.decisions)} decididas`})`}
        icon={<LuClock size={28} color={iconColor} />}
      />
      <StatCard
        label="Taxa de retenção"
        value={formatShare(retention.rate)}
        help={`${formatInteger(retention.returningPatients)} de ${formatCount(retention.previousPatients, 'paciente', 'pacientes')} ${retention.returningPatients === 1 ? 'voltou' : 'voltaram'}`}
        icon={<LuRepeat size={28} color={iconColor} />}
      />
    </SimpleGrid>
  );
}
