import type { Db } from '../src/db/connection.ts';
import { fixtures } from './metrics-fixtures.ts';

/**
 * A hand-built São Paulo data set (UTC−3, no DST), read at "now" = Tuesday 24/11/2026 12:00 local.
 * Several appointments sit minutes from a local day or month boundary whose UTC date differs, so any
 * figure computed without the zone comes out wrong. Comments give the local time.
 */
export const saoPauloNow = '2026-11-24T15:00:00.000Z';

export async function buildSaoPauloDataset(db: Db) {
  const add = fixtures(db);
  const alfa = await add.company('Alfa Tecnologia', '2025-06-01T12:00:00.000Z');
  const beta = await add.company('Beta Saúde', '2026-11-20T12:00:00.000Z', 'pending');

  const ana = await add.psychologist({ name: 'Ana Clínica', specialty: 'Psicologia Clínica', appliedAt: '2026-11-10T12:00:00.000Z', reviewedAt: '2026-11-12T12:00:00.000Z' });
  const bruno = await add.psychologist({ name: 'Bruno Neuro', specialty: 'Neuropsicologia', appliedAt: '2026-05-01T12:00:00.000Z', reviewedAt: '2026-05-04T12:00:00.000Z' });
  // Rejected 12 h after applying, at 17/11 23:00 local (18/11 in UTC).
  await add.psychologist({ name: 'Carla Infantil', specialty: 'Psicologia Infantil', appliedAt: '2026-11-17T14:00:00.000Z', reviewedAt: '2026-11-18T02:00:00.000Z', status: 'rejected' });
  await add.psychologist({ name: 'Diego Pendente', specialty: 'Psicologia Clínica', appliedAt: '2026-11-23T12:00:00.000Z', status: 'pending' });
  const eva = await add.psychologist({ name: 'Eva Antiga', specialty: 'Psicologia Clínica', appliedAt: '2025-01-10T12:00:00.000Z', reviewedAt: '2025-01-11T12:00:00.000Z' });

  const a1 = await add.patient('Alice Alfa', '2025-06-02T12:00:00.000Z', alfa);
  const a2 = await add.patient('Artur Alfa', '2026-10-01T12:00:00.000Z', alfa);
  const x1 = await add.patient('Xavier Particular', '2026-05-15T12:00:00.000Z');
  // Registered Saturday 21/11 23:00 local (Sunday in UTC).
  const x2 = await add.patient('Xênia Particular', '2026-11-22T02:00:00.000Z');
  const b1 = await add.patient('Bia Beta', '2025-09-01T12:00:00.000Z', beta);

  const at = (psychologistId: number, patientId: number, startsAt: string, status: 'scheduled' | 'completed' | 'cancelled' | 'no_show', priceCents: number) =>
    add.appointment({ psychologistId, patientId, startsAt, status, priceCents });
  const appointments = {
    a1: await at(ana, a1, '2026-11-24T13:00:00.000Z', 'scheduled', 15000), // Tue 24/11 10:00
    a2: await at(ana, a2, '2026-11-18T03:30:00.000Z', 'completed', 15000), // Wed 18/11 00:30, first minutes of "7 dias"
    a3: await at(ana, x1, '2026-11-18T02:30:00.000Z', 'completed', 15000), // Tue 17/11 23:30, the day before "7 dias"
    a4: await at(bruno, x1, '2026-11-20T17:00:00.000Z', 'no_show', 20000), // Fri 20/11 14:00
    a5: await at(bruno, b1, '2026-11-19T12:00:00.000Z', 'cancelled', 20000), // Thu 19/11 09:00
    a6: await at(bruno, a1, '2026-12-01T01:30:00.000Z', 'scheduled', 20000), // Mon 30/11 22:30, still November
    a7: await at(ana, x2, '2026-11-01T01:30:00.000Z', 'completed', 15000), // Sat 31/10 22:30, still October
    a8: await at(ana, a1, '2026-11-01T03:30:00.000Z', 'completed', 15000), // Sun 01/11 00:30
    a9: await at(bruno, a2, '2026-10-20T13:00:00.000Z', 'completed', 20000), // Tue 20/10 10:00
    a10: await at(ana, x1, '2026-06-01T03:30:00.000Z', 'completed', 15000), // Mon 01/06 00:30
    a11: await at(ana, x1, '2026-06-01T02:30:00.000Z', 'completed', 15000), // Sun 31/05 23:30
    a12: await at(bruno, a1, '2026-03-10T18:00:00.000Z', 'completed', 20000), // Tue 10/03 15:00
    a13: await at(eva, x2, '2025-12-01T01:00:00.000Z', 'completed', 18000), // Sun 30/11/2025 22:00
    a14: await at(eva, a1, '2025-12-01T12:00:00.000Z', 'no_show', 18000), // Mon 01/12/2025 09:00
    a15: await at(eva, b1, '2025-10-15T13:00:00.000Z', 'completed', 18000), // Wed 15/10/2025 10:00
  };
  await add.review(appointments.a2, 5, '2026-11-18T12:00:00.000Z');
  await add.review(appointments.a3, 3, '2026-11-18T02:00:00.000Z'); // 17/11 23:00 local
  await add.review(appointments.a8, 4, '2026-11-02T12:00:00.000Z');
  await add.review(appointments.a9, 5, '2026-10-21T12:00:00.000Z');
  await add.review(appointments.a10, 2, '2026-06-02T12:00:00.000Z');
  await add.review(appointments.a13, 1, '2025-12-01T02:00:00.000Z'); // 30/11/2025 23:00 local

  return { companies: { alfa, beta }, psychologists: { ana, bruno, eva }, patients: { a1, a2, x1, x2, b1 }, appointments };
}
