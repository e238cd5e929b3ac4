import { SimpleGrid } from '@chakra-ui/react';
import { LuCalendarCheck, LuPercent, LuStar, LuWallet } from 'react-icons/lu';
import { formatMoney, formatRating, formatShare } from '@acolhe/shared/format';
import { StatCard } from '../../components/stat-card.tsx';
import type { PsychologistReport } from './report-types.ts';

export function ReportSummary({ report }: { report: PsychologistReport }) {
  const { summary, rating } = report;
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
      <StatCard label="Total de sessões" value={summary.consultations} help={`${summary.completed} realizadas`} icon={<LuCalendarCheck size={28} />} />
      <StatCard
        label="Avaliação média"
        value={rating.average === null ? '—' : formatRating(rating.average)}
        help={`${rating.count} avaliações`}
        icon={<LuStar size={28} />}
      />
      <StatCard
        label="Taxa de comparecimento"
        value={formatShare(summary.attendanceRate)}
        help={`Faltas: ${formatShare(summary.noShowRate)}`}
        icon={<LuPercent size={28} />}
      />
      <StatCard label="Receita" value={formatMoney(summary.revenueCents)} help="Consultas realizadas" icon={<LuWallet size={28} />} />
    </SimpleGrid>
  );
}
