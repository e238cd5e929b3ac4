import { SimpleGrid, Span } from '@chakra-ui/react';
import { LuBuilding2, LuCalendarCheck, LuWallet } from 'react-icons/lu';
import { formatInteger, formatMoney, formatShare } from '@acolhe/shared/format';
import { StatCard } from '../../../components/stat-card.tsx';
import type { RouterOutputs } from '../../../lib/trpc.ts';

const iconColor = 'var(--chakra-colors-teal-600)';

export function FinancialSummary({ report }: { report: RouterOutputs['admin']['financial']['report'] }) {
  const { totals } = report;
  const companiesCents = report.byCompany.filter((row) => row.companyId !== null).reduce((sum, row) => sum + row.revenueCents, 0);
  return (
    <SimpleGrid as="section" aria-label="Totais do período" columns={{ base: 1, sm: 3 }} gap="4">
      <StatCard
        label="Receita total"
        value={<Span data-testid="financial-total">{formatMoney(totals.revenueCents)}</Span>}
        help={report.period.label}
        icon={<LuWallet size={28} color={iconColor} />}
      />
      <StatCard
        label="Consultas realizadas"
        value={formatInteger(totals.completed)}
        help={totals.completed === 0 ? 'Nenhuma no período' : `Média de ${formatMoney(Math.round(totals.revenueCents / totals.completed))} por consulta`}
        icon={<LuCalendarCheck size={28} color={iconColor} />}
      />
      <StatCard
        label="Empresas conveniadas"
        value={formatMoney(companiesCents)}
        help={totals.revenueCents === 0 ? 'Sem receita no período' : `${formatShare(companiesCents / totals.revenueCents)} da receita`}
        icon={<LuBuilding2 size={28} color={iconColor} />}
      />
    </SimpleGrid>
  );
}
