import { useState } from 'react';
import { SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { defaultAdminPeriod, type AdminPeriod } from '@acolhe/shared/metrics';
import { LoadError } from '../../../components/load-error.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useTRPC, useTRPCClient } from '../../../lib/trpc.ts';
import { KeyMetrics } from './key-metrics.tsx';
import { periodRange } from '../period/period-range.ts';
import { PeriodToolbar } from '../period/period-toolbar.tsx';
import { GrowthChart, SatisfactionChart, SpecialtyChart, WeekdayChart } from './report-charts.tsx';
import { TopPsychologists } from './top-psychologists.tsx';
import { usePeriodExport } from '../period/use-period-export.ts';

function ReportSkeleton() {
  return (
    <Stack gap="4" aria-busy="true">
      <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
        {[1, 2, 3, 4].map((key) => (
          <Skeleton key={key} h="28" />
        ))}
      </SimpleGrid>
      <Skeleton h="96" />
    </Stack>
  );
}

export default function AdminReportsPage() {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const [period, setPeriod] = useState<AdminPeriod>(defaultAdminPeriod);
  const report = useQuery(trpc.admin.reports.report.queryOptions({ period }));
  const exporter = usePeriodExport((chosen) => client.admin.reports.exportCsv.query({ period: chosen }), 'Não foi possível exportar o relatório.');
  return (
    <>
      <PageHeader title="Relatórios" description="Crescimento, uso e satisfação da plataforma." />
      <PeriodToolbar
        period={period}
        range={report.data ? periodRange(report.data.period) : null}
        exporting={exporter.isPending}
        onPeriodChange={setPeriod}
        onExport={() => exporter.mutate(period)}
      />
      {report.isPending && <ReportSkeleton />}
      {report.isError && (
        <LoadError message={errorMessage(report.error, 'Não foi possível carregar os relatórios.')} onRetry={() => void report.refetch()} />
      )}
      {report.data && (
        <Stack gap="6">
          <KeyMetrics report={report.data} />
          <GrowthChart report={report.data} />
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
            <SpecialtyChart report={report.data} />
            <SatisfactionChart report={report.data} />
            <WeekdayChart report={report.data} />
            <TopPsychologists report={report.data} />
          </SimpleGrid>
        </Stack>
      )}
    </>
  );
}
