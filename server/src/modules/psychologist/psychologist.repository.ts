import type { Db } from '../../db/connection.ts';

export function countPsychologistAppointments(db: Db, psychologistId: number, range: { from: string; to: string }) {
  return db
    .selectFrom('appointments')
    .select([
      (eb) => eb.fn.count<number>('id').filterWhere('status', '=', 'completed').as('completed'),
      (eb) => eb.fn.count<number>('id').filterWhere('status', '=', 'scheduled').as('scheduled'),
      (eb) => eb.fn.count<number>('id').filterWhere('status', '=', 'no_show').as('noShow'),
    ])
    .where('psychologist_id', '=', psychologistId)
    .where('starts_at', '>=', range.from)
    .where('starts_at', '<', range.to)
    .executeTakeFirstOrThrow();
}
