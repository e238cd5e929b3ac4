import type { Db } from '../../db/connection.ts';

export function countPatientAppointments(db: Db, patientId: number, now: string) {
  return db
    .selectFrom('appointments')
    .select([
      (eb) =>
        eb.fn
          .count<number>('id')
          .filterWhere((w) => w.and([w('status', '=', 'scheduled'), w('ends_at', '>', now)]))
          .as('upcoming'),
      (eb) => eb.fn.count<number>('id').filterWhere('status', '=', 'completed').as('completed'),
    ])
    .where('patient_id', '=', patientId)
    .executeTakeFirstOrThrow();
}
