import type { AppServices } from '../../services.ts';
import { metricsClock } from '../metrics/periods.ts';
import { psychologistDashboard } from '../metrics/psychologist-metrics.service.ts';

/** This month's consultations by status, from the one metrics module; the month is the platform zone's. */
export async function overviewForPsychologist(services: AppServices, psychologistId: number) {
  const { summary } = await psychologistDashboard(services.db, metricsClock(services), psychologistId);
  return { completed: summary.completed, scheduled: summary.scheduled, noShow: summary.noShow };
}
