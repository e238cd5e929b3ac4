import { useState } from 'react';
import { SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { defaultAdminPeriod, type AdminPeriod } from '@acolhe/shared/metrics';
import { LoadError } from '../../../components/load-error.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useTRPC, useTRPCClient } from '../../../lib/trpc.ts';
import { FinancialSummary } from './financial-summary.tsx';
import { MonthlyRevenueChart } from './monthly-revenue-chart.tsx';
import { periodRange } from '../period/period-range.ts';
import { PeriodToolbar } from '../period/period-toolbar.tsx';
import { RevenueTable } from './revenue-table.tsx';
import { usePeriodExport } from '../period/use-period-export.ts';

const noRevenue = 'Nenhuma consulta realizada no período.';

export default function AdminFinancialPage() {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const [period, setPeriod] = useState<AdminPeriod>(defaultAdminPeriod);
  const report = useQuery(trpc.admin.financial.report.queryOptions({ period }));
  const exporter = usePeriodExport((chosen) => client.admin.financial.exportCsv.query({ period: chosen }), 'Não foi possível exportar o financeiro.');
  const data = report.data;
  return (
    <>
      <PageHeader title="Financeiro" description="Receita das consultas realizadas, por mês, por psicólogo e por empresa." />
      <PeriodToolbar
        period={period}
        range={data ? periodRange(data.period) : null}
        exporting={exporter.isPending}
        onPeriodChange={setPeriod}
        onExport={() => exporter.mutate(period)}
      />
      {report.isPending && (
        <Stack gap="4" aria-busy="true">
          <Skeleton h="28" />
          <Skeleton h="72" />
        </Stack>
      )}
      {report.isError && (
        <LoadError message={errorMessage(report.error, 'Não foi possível carregar o financeiro.')} onRetry={() => void report.refetch()} />
      )}
      {data && (
        <Stack gap="6">
          <FinancialSummary report={data} />
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="start">
            <MonthlyRevenueChart report={data} />
            <RevenueTable
              title="Receita por mês"
              itemHeader="Mês"
              rows={data.byMonth.map((row) => ({ key: row.month, name: row.label, completed: row.completed, revenueCents: row.revenueCents }))}
              totals={data.totals}
              empty={noRevenue}
            />
            <RevenueTable
              title="Receita por psicólogo"
              itemHeader="Psicólogo"
              rows={data.byPsychologist.map((row) => ({ key: String(row.psychologistId), name: row.name, completed: row.completed, revenueCents: row.revenueCents }))}
              totals={data.totals}
              empty={noRevenue}
            />
            <RevenueTable
              title="Receita por empresa"
              itemHeader="Empresa"
              rows={data.byCompany.map((row) => ({ key: String(row.companyId ?? 'particular'), name: row.name, completed: row.completed, revenueCents: row.revenueCents }))}
              totals={data.totals}
              empty={noRevenue}
            />
          </SimpleGrid>
        </Stack>
      )}
    </>
  );
}
