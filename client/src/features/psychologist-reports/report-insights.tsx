import { Card, SimpleGrid, Text } from '@chakra-ui/react';
import { formatCount, formatInteger, formatShare } from '@acolhe/shared/format';
import type { RouterOutputs } from '../../lib/trpc.ts';

type PsychologistReport = RouterOutputs['psychologist']['reports']['report'];

function growthText(growth: PsychologistReport['insights']['growth']): string {
  if (growth.change === null) return `${formatCount(growth.consultations, 'consulta', 'consultas')}; sem consultas no período anterior para comparar.`;
  const direction = growth.change >= 0 ? 'a mais' : 'a menos';
  return `${formatShare(Math.abs(growth.change))} ${direction} que no período anterior (${formatInteger(growth.previousConsultations)} → ${formatCount(growth.consultations, 'consulta', 'consultas')}).`;
}

function Insight({ title, text }: { title: string; text: string }) {
  return (
    <Card.Root size="sm">
      <Card.Body gap="1">
        <Text fontWeight="semibold">{title}</Text>
        <Text color="gray.600" fontSize="sm">
          {text}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

export function ReportInsights({ report }: { report: PsychologistReport }) {
  const { growth, peakHour, retention } = report.insights;
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
      <Insight title="Crescimento" text={growthText(growth)} />
      <Insight
        title="Horário de pico"
        text={peakHour ? `Entre ${peakHour.from} e ${peakHour.to} (${formatCount(peakHour.consultations, 'consulta', 'consultas')}).` : 'Sem consultas no período.'}
      />
      <Insight
        title="Retenção"
        text={
          retention.rate === null
            ? 'Sem pacientes no período anterior para comparar.'
            : `${formatShare(retention.rate)} dos pacientes do período anterior voltaram (${retention.returningPatients} de ${retention.previousPatients}).`
        }
      />
    </SimpleGrid>
  );
}
