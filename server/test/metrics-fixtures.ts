import type { Db } from '../src/db/connection.ts';
import type { MetricsClock } from '../src/modules/metrics/periods.ts';
import { startTestServer, type TestServer } from './harness.ts';

type Status = 'scheduled' | 'completed' | 'cancelled' | 'no_show';

/** A real server on a fresh migrated database in `timeZone`, its clock (and the metrics') fixed at `now`. */
export async function metricsServer(timeZone: string, now: string): Promise<{ server: TestServer; db: Db; clock: MetricsClock }> {
  const server = await startTestServer({ TIME_ZONE: timeZone }, { now: () => new Date(now) });
  const { db, config } = server.app.services;
  return { server, db, clock: { timeZone: config.timeZone, now: new Date(now) } };
}

let counter = 0;

/** Rows written straight into the database, so a data set can be built to the minute. */
export function fixtures(db: Db) {
  const user = async (row: { name: string; role: 'patient' | 'psychologist'; createdAt: string; companyId?: number | null }) => {
    counter += 1;
    const inserted = await db
      .insertInto('users')
      .values({
        email: `pessoa.${counter}@metricas.test`,
        password_hash: 'não usado',
        name: row.name,
        phone: '(11) 90000-0000',
        role: row.role,
        company_id: row.companyId ?? null,
        created_at: row.createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return inserted.id;
  };

  return {
    async company(name: string, createdAt: string, status: 'active' | 'inactive' | 'pending' = 'active') {
      counter += 1;
      const row = await db
        .insertInto('companies')
        .values({ name, cnpj: `cnpj-${counter}`, email: `rh.${counter}@empresa.test`, plan: 'basic', status, code: `EMPRESA${counter}`, contract_start: createdAt.slice(0, 10), created_at: createdAt })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    patient(name: string, createdAt: string, companyId: number | null = null) {
      return user({ name, role: 'patient', createdAt, companyId });
    },

    async psychologist(row: {
      name: string;
      specialty: string;
      appliedAt: string;
      reviewedAt?: string | null;
      status?: 'pending' | 'approved' | 'rejected';
      priceCents?: number;
    }) {
      const id = await user({ name: row.name, role: 'psychologist', createdAt: row.appliedAt });
      await db
        .insertInto('psychologist_profiles')
        .values({
          user_id: id,
          specialty: row.specialty,
          bio: 'Atendimento on-line.',
          hourly_rate_cents: row.priceCents ?? 15000,
          available_hours: '08:00-18:00',
          approval_status: row.status ?? 'approved',
          applied_at: row.appliedAt,
          reviewed_at: row.reviewedAt ?? null,
        })
        .execute();
      return id;
    },

    /** An appointment of 50 minutes; its company is the patient's, as at booking. */
    async appointment(row: { psychologistId: number; patientId: number; startsAt: string; status: Status; priceCents: number }) {
      const inserted = await db
        .insertInto('appointments')
        .values({
          psychologist_id: row.psychologistId,
          patient_id: row.patientId,
          starts_at: row.startsAt,
          ends_at: new Date(Date.parse(row.startsAt) + 50 * 60_000).toISOString(),
          status: row.status,
          price_cents: row.priceCents,
          company_id: (eb) => eb.selectFrom('users').select('company_id').where('id', '=', row.patientId),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return inserted.id;
    },

    async review(appointmentId: number, rating: number, createdAt: string) {
      const appointment = await db
        .selectFrom('appointments')
        .select(['patient_id', 'psychologist_id'])
        .where('id', '=', appointmentId)
        .executeTakeFirstOrThrow();
      await db
        .insertInto('reviews')
        .values({ appointment_id: appointmentId, patient_id: appointment.patient_id, psychologist_id: appointment.psychologist_id, rating, created_at: createdAt })
        .execute();
    },
  };
}
