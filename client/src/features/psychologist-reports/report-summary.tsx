import { SimpleGrid, Stack } from '@chakra-ui/react';
import { LuCalendarCheck, LuCalendarX, LuClockAlert, LuPercent, LuStar, LuWallet } from 'react-icons/lu';
import { lateCancellationLabel } from '@acolhe/shared/appointment-messages';
import { formatCount, formatMoney, formatRating, formatShare } from '@acolhe/shared/format';
import { StatCard } from '../../components/stat-card.tsx';
import type { RouterOutputs } from '../../lib/trpc.ts';

export function ReportSummary({ report }: { report: RouterOutputs['psychologist']['reports']['report'] }) {
  const { summary, rating } = report;
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        <StatCard label="Total de sessões" value={summary.consultations} help={formatCount(summary.completed, 'realizada', 'realizadas')} icon={<LuCalendarCheck size={28} />} />
        <StatCard
          label="Avaliação média"
          value={rating.average === null ? '—' : formatRating(rating.average)}
          help={formatCount(rating.count, 'avaliação', 'avaliações')}
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
      {/* Late cancellations apart from the others: only they count against the patient. */}
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <StatCard
          label="Cancelamentos"
          value={summary.cancelled - summary.lateCancelled}
          help="No prazo ou pelo profissional"
          icon={<LuCalendarX size={28} />}
        />
        <StatCard
          label="Cancelamentos tardios"
          value={summary.lateCancelled}
          help={`${lateCancellationLabel(report.cancellationNoticeHours)} (aviso atual)`}
          icon={<LuClockAlert size={28} />}
        />
      </SimpleGrid>
    </Stack>
  );
}
