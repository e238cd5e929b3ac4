import { SimpleGrid, Span } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { LuBuilding2, LuCircleCheck, LuDollarSign, LuUsers } from 'react-icons/lu';
import { formatInteger, formatMoney } from '@acolhe/shared/format';
import { StatCard } from '../../../components/stat-card.tsx';
import { useTRPC } from '../../../lib/trpc.ts';

const iconProps = { size: 24, color: 'var(--chakra-colors-teal-600)' };

/** The four totals above the table; '—' until they load (or when they could not). */
export function CompanyTotals() {
  const trpc = useTRPC();
  const totals = useQuery(trpc.admin.companies.totals.queryOptions());
  const show = (value: number | undefined, format: (value: number) => string = formatInteger) =>
    value === undefined ? '—' : format(value);
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4" mb="6">
      <StatCard
        label="Total de Empresas"
        value={<Span data-testid="total-companies">{show(totals.data?.companies)}</Span>}
        icon={<LuBuilding2 {...iconProps} />}
      />
      <StatCard
        label="Empresas Ativas"
        value={<Span data-testid="total-active-companies">{show(totals.data?.activeCompanies)}</Span>}
        icon={<LuCircleCheck {...iconProps} />}
      />
      <StatCard
        label="Total de Funcionários"
        value={<Span data-testid="total-employees">{show(totals.data?.employees)}</Span>}
        icon={<LuUsers {...iconProps} />}
      />
      <StatCard
        label="Receita Mensal"
        value={<Span data-testid="total-monthly-revenue">{show(totals.data?.monthlyRevenueCents, formatMoney)}</Span>}
        icon={<LuDollarSign {...iconProps} />}
      />
    </SimpleGrid>
  );
}
