import { Card, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { formatShare } from '@acolhe/shared/format';
import type { RouterOutputs } from '../../../lib/trpc.ts';

function PerformanceBar({ label, rate, definition, color }: { label: string; rate: number | null; definition: string; color: string }) {
  return (
    <Stack gap="1.5">
      <Progress.Root value={rate === null ? 0 : Math.round(rate * 100)} colorPalette={color} size="md">
        <HStack justify="space-between" mb="1">
          <Progress.Label fontWeight="medium">{label}</Progress.Label>
          <Text fontWeight="semibold">{formatShare(rate)}</Text>
        </HStack>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text fontSize="sm" color="gray.600">
        {definition}
      </Text>
    </Stack>
  );
}

/** The three bars, each with how it is computed, over the period the server names (30 days). */
export function SystemPerformance({ dashboard }: { dashboard: RouterOutputs['admin']['dashboard'] }) {
  const { period, decisions, rating, retention } = dashboard.performance;
  return (
    <Card.Root as="section" aria-label="Desempenho do sistema">
      <Card.Header>
        <Card.Title as="h2">Desempenho do sistema</Card.Title>
        <Card.Description>{period.label}</Card.Description>
      </Card.Header>
      <Card.Body gap="5">
        <PerformanceBar
          label="Taxa de aprovação"
          rate={decisions.approvalRate}
          color="teal"
          definition={
            decisions.approvalRate === null
              ? 'Candidaturas aprovadas entre as decididas no período (nenhuma decidida ainda).'
              : `Candidaturas aprovadas entre as decididas no período (${decisions.approved} de ${decisions.decisions}).`
          }
        />
        <PerformanceBar
          label="Satisfação geral"
          rate={rating.satisfactionRate}
          color="green"
          definition={`Avaliações com 4 ou 5 estrelas entre as escritas no período (${rating.count === 1 ? '1 avaliação' : `${rating.count} avaliações`}).`}
        />
        <PerformanceBar
          label="Retenção de usuários"
          rate={retention.rate}
          color="blue"
          definition={
            retention.rate === null
              ? 'Pacientes com consulta no período anterior que voltaram a ter consulta neste (sem pacientes no período anterior).'
              : `Pacientes com consulta no período anterior que voltaram a ter consulta neste (${retention.returningPatients} de ${retention.previousPatients}).`
          }
        />
      </Card.Body>
    </Card.Root>
  );
}
