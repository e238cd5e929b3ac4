// The booking load shared by bench/booking-throughput.ts and bench/durability.ts: two psychologists open
// every day 07:00–22:00 and patients racing over HTTP for the first days' slots, as at a popular professional.
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { addDays } from '@acolhe/shared/calendar';
import { authSessionCookieName } from '../server/src/identity/auth-session-cookie.ts';
import { startAuthSession } from '../server/src/identity/auth-session.service.ts';
import { requireBookablePsychologist, slotsForRange, todayIn } from '../server/src/modules/availability/availability.service.ts';
import { seededRandom } from '../server/src/seed/random.ts';

export interface BookingLoad {
  url: string;
  cookies: string[];
  targets: { psychologistId: number; startsAt: string }[];
}

export interface BookingOutcome {
  seconds: number;
  latencies: number[];
  booked: number;
  taken: number;
  failed: number;
}

/** Writes the psychologists and patients into a listening app's database and lists the slots to aim at. */
export async function setUpBookingLoad(app: FastifyInstance, patientCount: number): Promise<BookingLoad> {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const { db } = app.services;
  const psychologistIds: number[] = [];
  for (const index of [1, 2]) {
    const user = await db
      .insertInto('users')
      .values({ email: `psi${index}@bench.test`, password_hash: 'x', name: `Psi ${index}`, phone: '', role: 'psychologist' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('user_preferences').values({ user_id: user.id }).execute();
    await db
      .insertInto('psychologist_profiles')
      .values({
        user_id: user.id,
        specialty: 'Psicologia Clínica',
        bio: 'Bench',
        hourly_rate_cents: 15000,
        available_hours: '07:00-22:00',
        crp: `CRP 06/1000${index}`,
        professional_title: 'Psicóloga',
        applied_at: new Date().toISOString(),
        approval_status: 'approved',
        search_text: `psi ${index}`,
      })
      .execute();
    await db
      .insertInto('availability_slots')
      .values([1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ psychologist_id: user.id, weekday, start_time: '07:00', end_time: '22:00' })))
      .execute();
    psychologistIds.push(user.id);
  }
  const cookies: string[] = [];
  for (let index = 0; index < patientCount; index += 1) {
    const user = await db
      .insertInto('users')
      .values({ email: `p${index}@bench.test`, password_hash: 'x', name: `Paciente ${index}`, phone: '', role: 'patient' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('user_preferences').values({ user_id: user.id, email_appointments: 0 }).execute();
    cookies.push(`${authSessionCookieName}=${await startAuthSession(app.services, user.id)}`);
  }
  const targets: BookingLoad['targets'] = [];
  for (const psychologistId of psychologistIds) {
    const psychologist = await requireBookablePsychologist(db, psychologistId);
    const days = await slotsForRange(app.services, psychologist, addDays(todayIn(app.services), 1), 10);
    for (const day of days) for (const slot of day.slots) targets.push({ psychologistId, startsAt: slot.startsAt });
  }
  return { url: `http://127.0.0.1:${address.port}/trpc/appointments.book`, cookies, targets };
}

/** Sends `requestCount` bookings, `concurrency` at a time, to random targets with random patients. */
export async function runBookingLoad(load: BookingLoad, requestCount: number, concurrency: number): Promise<BookingOutcome> {
  const random = seededRandom(7);
  const outcome: BookingOutcome = { seconds: 0, latencies: [], booked: 0, taken: 0, failed: 0 };
  let sent = 0;
  const worker = async () => {
    while (sent < requestCount) {
      sent += 1;
      const started = performance.now();
      const response = await fetch(load.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: random.pick(load.cookies) },
        body: JSON.stringify(random.pick(load.targets)),
      });
      await response.arrayBuffer();
      outcome.latencies.push(performance.now() - started);
      if (response.status === 200) outcome.booked += 1;
      else if (response.status === 409) outcome.taken += 1;
      else outcome.failed += 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  outcome.seconds = (performance.now() - started) / 1000;
  return outcome;
}
