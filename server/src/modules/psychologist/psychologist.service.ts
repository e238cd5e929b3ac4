import { currentMonthWindow } from '@acolhe/shared/calendar';
import type { AppServices } from '../../services.ts';
import { countPsychologistAppointments } from './psychologist.repository.ts';

/** This month's consultations by status; the month is the platform time zone's, not UTC's. */
export async function overviewForPsychologist(services: AppServices, psychologistId: number) {
  const month = currentMonthWindow(services.config.timeZone, services.now());
  const counts = await countPsychologistAppointments(services.db, psychologistId, {
    from: month.start.toISOString(),
    to: month.end.toISOString(),
  });
  return {
    completed: Number(counts.completed),
    scheduled: Number(counts.scheduled),
    noShow: Number(counts.noShow),
  };
}
