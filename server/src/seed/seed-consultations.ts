import { addMinutes, weekdayOf } from '@acolhe/shared/calendar';
import type { AppointmentStatus } from '@acolhe/shared/appointments';
import { sql, type Insertable } from 'kysely';
import type { AppointmentsTable } from '../db/schema.ts';
import { insertChunks, iso, wallClock, type SeedContext } from './seed-context.ts';
import type { SeededPsychologist } from './seed-psychologists.ts';

const hour = 60 * 60_000;

export interface ConsultationVolume {
  completed: number;
  cancelled: number;
  noShow: number;
  upcoming: number;
  daysOfHistory: number;
}

/**
 * Past and upcoming consultations, busy professionals first and a long tail; the demo patient's history
 * with the demo psychologist, and one consultation joinable right away. Returns how many were written.
 */
export async function seedConsultations(
  context: SeedContext,
  volume: ConsultationVolume,
  psychologists: SeededPsychologist[],
  patientIds: number[],
): Promise<number> {
  const { random, now, timeZone } = context;
  const taken = new Set<string>();
  const appointments: Insertable<AppointmentsTable>[] = [];
  // A reminder already due at `now` counts as sent (reminders.service.ts's windows): a fresh demo
  // database, or a journey run's server started on a Monday 09:00, sends no burst of reminders at once.
  const remindersAlreadySent = (startsAt: Date, status: AppointmentStatus) => {
    const lead = startsAt.getTime() - now.getTime();
    const due = status === 'scheduled' && lead > 0 && lead <= 24 * hour;
    return {
      reminder_1h_sent_at: due && lead <= hour ? iso(now) : null,
      reminder_24h_sent_at: due && lead > hour ? iso(now) : null,
    };
  };
  const place = (psychologist: SeededPsychologist, patientId: number, startsAt: Date, status: AppointmentStatus): boolean => {
    const key = `${psychologist.id}|${iso(startsAt)}`;
    if (status !== 'cancelled' && taken.has(key)) return false;
    if (status !== 'cancelled') taken.add(key);
    appointments.push({
      patient_id: patientId,
      psychologist_id: psychologist.id,
      starts_at: iso(startsAt),
      ends_at: iso(addMinutes(startsAt, 50)),
      status,
      price_cents: psychologist.priceCents,
      created_at: iso(addMinutes(startsAt, -60 * 24 * random.int(1, 14))),
      cancelled_at: status === 'cancelled' ? iso(addMinutes(startsAt, -60 * random.int(2, 72))) : null,
      cancelled_by: status === 'cancelled' ? patientId : null,
      cancelled_by_role: status === 'cancelled' ? 'patient' : null,
      cancellation_reason: status === 'cancelled' ? 'Cancelada pelo paciente' : null,
      ...remindersAlreadySent(startsAt, status),
    });
    return true;
  };
  const randomSlot = (psychologist: SeededPsychologist, fromDay: number, toDay: number): Date | null => {
    const dayOffset = random.int(fromDay, toDay);
    const hour = random.int(psychologist.startHour, psychologist.endHour - 1);
    const startsAt = wallClock(context, dayOffset, hour);
    if (!psychologist.weekdays.includes(weekdayOf(startsAt, timeZone))) return null;
    return startsAt;
  };
  const fill = (count: number, status: AppointmentStatus, fromDay: number, toDay: number) => {
    let placed = 0;
    while (placed < count) {
      // A few busy professionals and a long tail, as in a real marketplace.
      const psychologist = psychologists[Math.floor(random.next() ** 1.6 * psychologists.length)];
      const startsAt = psychologist ? randomSlot(psychologist, fromDay, toDay) : null;
      if (!psychologist || !startsAt) continue;
      if (startsAt.getTime() <= now.getTime() === (toDay > 0)) continue;
      if (place(psychologist, random.pick(patientIds.slice(1)), startsAt, status)) placed += 1;
    }
  };

  const demoPsychologist = psychologists[0];
  const demoPatientId = patientIds[0];
  if (!demoPsychologist || demoPatientId === undefined) throw new Error('demo users missing');
  // The demo patient's history with the demo psychologist, and a consultation joinable right away.
  for (const daysAgo of [70, 49, 28, 14]) place(demoPsychologist, demoPatientId, wallClock(context, -daysAgo, 10), 'completed');
  place(demoPsychologist, demoPatientId, wallClock(context, -21, 15), 'cancelled');
  place(demoPsychologist, demoPatientId, wallClock(context, -7, 11), 'no_show');
  const soon = new Date(Math.ceil(now.getTime() / 300_000) * 300_000 + 300_000);
  place(demoPsychologist, demoPatientId, soon, 'scheduled');
  place(demoPsychologist, demoPatientId, wallClock(context, 3, 16), 'scheduled');
  place(demoPsychologist, demoPatientId, wallClock(context, 10, 9), 'scheduled');

  fill(volume.completed - 4, 'completed', -volume.daysOfHistory, -1);
  fill(volume.cancelled - 1, 'cancelled', -volume.daysOfHistory, -1);
  fill(volume.noShow - 1, 'no_show', -volume.daysOfHistory, -1);
  fill(volume.upcoming - 3, 'scheduled', 1, 28);
  await insertChunks(context, 'appointments', appointments);
  await sql`update appointments set company_id = (select company_id from users where users.id = appointments.patient_id)`.execute(
    context.trx,
  );
  return appointments.length;
}
