import { SimpleGrid, Span } from '@chakra-ui/react';
import { LuCalendarCheck, LuUserCheck, LuUsers, LuWallet } from 'react-icons/lu';
import { formatCount, formatInteger, formatMoney } from '@acolhe/shared/format';
import { StatCard } from '../../../components/stat-card.tsx';
import type { RouterOutputs } from '../../../lib/trpc.ts';

const iconColor = 'var(--chakra-colors-teal-600)';

export function DashboardStats({ dashboard }: { dashboard: RouterOutputs['admin']['dashboard'] }) {
  const { totals, thisMonth } = dashboard;
  return (
    <SimpleGrid as="section" aria-label="Números da plataforma" columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
      <StatCard
        label="Psicólogos ativos"
        value={<Span data-testid="stat-active-psychologists">{formatInteger(totals.activePsychologists)}</Span>}
        help={`de ${formatCount(totals.psychologists, 'aprovado', 'aprovados')} no total`}
        icon={<LuUserCheck size={28} color={iconColor} />}
      />
      <StatCard
        label="Pacientes"
        value={<Span data-testid="stat-patients">{formatInteger(totals.patients)}</Span>}
        help="Contas de pacientes cadastradas"
        icon={<LuUsers size={28} color={iconColor} />}
      />
      <StatCard
        label="Consultas no mês"
        value={<Span data-testid="stat-month-appointments">{formatInteger(thisMonth.summary.consultations)}</Span>}
        help={`${formatCount(thisMonth.summary.completed, 'realizada', 'realizadas')} em ${thisMonth.period.label}`}
        icon={<LuCalendarCheck size={28} color={iconColor} />}
      />
      <StatCard
        label="Receita do mês"
        value={<Span data-testid="stat-month-revenue">{formatMoney(thisMonth.summary.revenueCents)}</Span>}
        help={`Consultas realizadas em ${thisMonth.period.label}`}
        icon={<LuWallet size={28} color={iconColor} />}
      />
    </SimpleGrid>
  );
}
