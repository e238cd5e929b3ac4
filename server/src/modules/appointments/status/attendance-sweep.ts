import { psychologistAbsentReason } from '@acolhe/shared/reschedule';
import { joinWindowOf } from '@acolhe/shared/time';
import type { Db } from '../../../db/connection.ts';
import * as repository from './appointment-status.repository.ts';
import { cancellationStatus } from './cancellation-status.ts';

/*
 * The attendance sweep settles a scheduled appointment once its join window has closed, reading only the
 * joins recorded inside its current window (so a session held before a reschedule never settles the new
 * one). In this order:
 * 1. both participants joined → completed (the session took place; a short one is a video failure the
 *    patient may reschedule at no cost, shared/src/reschedule.ts);
 * 2. the psychologist never joined, or their account was deactivated → cancelled by 'system' with the
 *    reason 'O profissional não entrou na sessão'; it never counts against the patient, even one who did
 *    not come either, and the patient is e-mailed an offer to reschedule at no cost;
 * 3. the psychologist joined and the patient never did → no_show.
 *
 * Its writes go through appointment-status.repository.ts, like every other change of status
 * (appointment-status.service.ts), and apply only to a still scheduled appointment.
 */

export interface SweepCounts {
  completed: number;
  noShow: number;
  cancelled: number;
}

export interface SweptAppointment {
  id: number;
  patientId: number;
  psychologistId: number;
  startsAt: string;
  psychologistActive: number;
}

/** The sweep's rules (above) for one appointment, from the joins recorded for it. */
export function sweepOutcome(
  appointment: SweptAppointment,
  joins: { userId: number; at: string }[],
): 'completed' | 'no_show' | 'cancelled' {
  const { opensAt, closesAt } = joinWindowOf(appointment.startsAt);
  const joinedInWindow = (userId: number) =>
    joins.some(
      (join) =>
        join.userId === userId &&
        Date.parse(join.at) >= opensAt.getTime() &&
        Date.parse(join.at) <= closesAt.getTime(),
    );
  const psychologistJoined = joinedInWindow(appointment.psychologistId);
  if (psychologistJoined && joinedInWindow(appointment.patientId)) return 'completed';
  if (!psychologistJoined || appointment.psychologistActive !== 1) return 'cancelled';
  return 'no_show';
}

const chunkSize = 500;

function chunks<Item>(items: Item[]): Item[][] {
  const result: Item[][] = [];
  for (let index = 0; index < items.length; index += chunkSize)
    result.push(items.slice(index, index + chunkSize));
  return result;
}

/**
 * The attendance sweep for scheduled appointments that started before `startedBefore` (their window has
 * closed), in one transaction; `afterCancelled` writes the e-mails of the ones cancelled by 'system' in it.
 */
export function settleFromAttendance(
  db: Db,
  startedBefore: string,
  now: Date,
  afterCancelled: (trx: Db, appointmentIds: number[]) => Promise<void>,
): Promise<SweepCounts> {
  return db.transaction().execute(async (trx) => {
    const counts: SweepCounts = { completed: 0, noShow: 0, cancelled: 0 };
    const unsettled = await repository.selectUnsettled(trx, startedBefore);
    for (const batch of chunks(unsettled)) {
      const joins = await repository.selectJoins(
        trx,
        batch.map((row) => row.id),
      );
      const ids = { completed: [] as number[], no_show: [] as number[], cancelled: [] as number[] };
      for (const row of batch) {
        ids[
          sweepOutcome(
            row,
            joins.filter((join) => join.appointmentId === row.id),
          )
        ].push(row.id);
      }
      if (ids.completed.length > 0)
        counts.completed += Number(
          (await repository.markOutcomes(trx, ids.completed, 'completed')).numUpdatedRows,
        );
      if (ids.no_show.length > 0)
        counts.noShow += Number((await repository.markOutcomes(trx, ids.no_show, 'no_show')).numUpdatedRows);
      if (ids.cancelled.length > 0) {
        const cancelled = await repository.markCancelled(trx, ids.cancelled, {
          status: cancellationStatus({ by: 'system' }, now),
          at: now.toISOString(),
          by: null,
          role: 'system',
          reason: psychologistAbsentReason,
        });
        counts.cancelled += Number(cancelled.numUpdatedRows);
        await afterCancelled(trx, ids.cancelled);
      }
    }
    return counts;
  });
}
