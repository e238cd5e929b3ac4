import { useState } from 'react';
import { Alert, Button, Field, Flex, NativeSelect, SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { LuDownload } from 'react-icons/lu';
import { defaultPsychologistPeriod, periodLabels, psychologistPeriods, type PsychologistPeriod } from '@acolhe/shared/metrics';
import { PageHeader } from '../../components/page-header.tsx';
import { downloadCsv } from '../../lib/download-csv.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { notifyError } from '../../lib/notify.ts';
import { useTRPC, useTRPCClient } from '../../lib/trpc.ts';
import { ReceiptsCard } from './receipts-card.tsx';
import { ReportCharts } from './report-charts.tsx';
import { ReportInsights } from './report-insights.tsx';
import { ReportSummary } from './report-summary.tsx';

function isPeriod(value: string): value is PsychologistPeriod {
  return (psychologistPeriods as readonly string[]).includes(value);
}

function ReportSkeleton() {
  return (
    <Stack gap="4" aria-busy="true">
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        {[1, 2, 3, 4].map((key) => (
          <Skeleton key={key} h="24" />
        ))}
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        {[1, 2, 3, 4].map((key) => (
          <Skeleton key={key} h="72" />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

export default function PsychologistReportsPage() {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const [period, setPeriod] = useState<PsychologistPeriod>(defaultPsychologistPeriod);
  const report = useQuery(trpc.psychologist.reports.report.queryOptions({ period }));
  const exporter = useMutation({
    mutationFn: () => client.psychologist.reports.exportCsv.query({ period }),
    onSuccess: downloadCsv,
    onError: (error) => notifyError(errorMessage(error, 'Não foi possível exportar as consultas.')),
  });
  return (
    <>
      <PageHeader title="Relatórios e Estatísticas" description="Acompanhe o desempenho do seu consultório." />
      <Flex as="section" aria-label="Filtros" gap="4" align="end" wrap="wrap" mb="6">
        <Field.Root w={{ base: 'full', sm: '64' }}>
          <Field.Label>Filtros — período</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              bg="white"
              value={period}
              onChange={(event) => isPeriod(event.target.value) && setPeriod(event.target.value)}
            >
              {psychologistPeriods.map((key) => (
                <option key={key} value={key}>
                  {periodLabels[key]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Button onClick={() => exporter.mutate()} loading={exporter.isPending} variant="outline" w={{ base: 'full', sm: 'auto' }}>
          <LuDownload /> Exportar
        </Button>
      </Flex>
      {report.isPending && <ReportSkeleton />}
      {report.isError && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{errorMessage(report.error, 'Não foi possível carregar os relatórios.')}</Alert.Title>
        </Alert.Root>
      )}
      {report.data && (
        <Stack gap="6">
          <ReportSummary report={report.data} />
          <ReportCharts report={report.data} />
          <ReportInsights report={report.data} />
        </Stack>
      )}
      <Stack mt="6">
        <ReceiptsCard />
      </Stack>
    </>
  );
}
