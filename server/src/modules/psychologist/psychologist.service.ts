import type { AppServices } from '../../services.ts';
import { metricsClock } from '../metrics/periods.ts';
import { psychologistDashboard } from '../metrics/psychologist-metrics.service.ts';

/** The dashboard's monthly statistics: every figure comes from the metrics module, in the platform zone. */
export async function overviewForPsychologist(services: AppServices, psychologistId: number) {
  const figures = await psychologistDashboard(services.db, metricsClock(services), psychologistId);
  const { summary, rating } = figures;
  return {
    month: {
      label: figures.period.label,
      firstDay: figures.period.firstDay,
      lastDay: figures.period.lastDay,
    },
    completed: summary.completed,
    scheduled: summary.scheduled,
    noShow: summary.noShow,
    revenueCents: summary.revenueCents,
    attendanceRate: summary.attendanceRate,
    noShowRate: summary.noShowRate,
    averageRating: rating.average,
    ratingCount: rating.count,
  };
}
