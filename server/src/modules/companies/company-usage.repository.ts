import type { Window } from '@acolhe/shared/calendar';
import type { Db } from '../../db/connection.ts';

/**
 * TEMPORARY, to be replaced by the metrics module (server/src/modules/metrics) when the admin screens
 * are wired: it attributes appointments by the company each appointment was booked under
 * (appointments.company_id). Until then: per company, the appointments of its currently linked patients
 * that start in the window (any status but cancelled) and the revenue of the completed ones.
 */
export function selectCompanyUsage(db: Db, window: Window) {
  return db
    .selectFrom('appointments')
    .innerJoin('users as patient', 'patient.id', 'appointments.patient_id')
    .where('patient.company_id', 'is not', null)
    .where('appointments.starts_at', '>=', window.start.toISOString())
    .where('appointments.starts_at', '<', window.end.toISOString())
    .select((eb) => [
      'patient.company_id as companyId',
      eb.fn
        .count<number>('appointments.id')
        .filterWhere('appointments.status', '!=', 'cancelled')
        .as('appointments'),
      eb.fn
        .coalesce(
          eb.fn.sum<number>(
            eb
              .case()
              .when('appointments.status', '=', 'completed')
              .then(eb.ref('appointments.price_cents'))
              .else(0)
              .end(),
          ),
          eb.val(0),
        )
        .as('revenueCents'),
    ])
    .groupBy('patient.company_id')
    .execute();
}
