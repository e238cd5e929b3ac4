import type { Db } from '../../../db/connection.ts';
import type { ExportedReceiptsTable } from '../../../db/schema.ts';

/**
 * Consultations whose receipt is pending: completed, not paid by a partner company, not yet exported; the
 * oldest first. `exportableOnly` keeps those with someone's CPF to put on the receipt as the payer.
 */
export function selectPendingReceipts(
  db: Db,
  psychologistId: number,
  options: { exportableOnly: boolean; limit?: number },
) {
  let query = db
    .selectFrom('appointments')
    .innerJoin('users as patient', 'patient.id', 'appointments.patient_id')
    .leftJoin('patient_tax_ids', 'patient_tax_ids.user_id', 'appointments.patient_id')
    .select([
      'appointments.id',
      'appointments.starts_at as startsAt',
      'appointments.price_cents as priceCents',
      'patient.id as patientId',
      'patient.name as patientName',
      'patient_tax_ids.cpf as patientCpf',
      'patient_tax_ids.payer_cpf as payerCpf',
    ])
    .where('appointments.psychologist_id', '=', psychologistId)
    .where('appointments.status', '=', 'completed')
    .where('appointments.company_id', 'is', null)
    .where('appointments.receipt_exported_at', 'is', null)
    .orderBy('appointments.starts_at')
    .orderBy('appointments.id');
  if (options.exportableOnly)
    query = query.where((eb) =>
      eb.or([eb('patient_tax_ids.cpf', 'is not', null), eb('patient_tax_ids.payer_cpf', 'is not', null)]),
    );
  if (options.limit !== undefined) query = query.limit(options.limit);
  return query.execute();
}

export type PendingReceiptRow = Awaited<ReturnType<typeof selectPendingReceipts>>[number];

/** Marks the receipts exported unless another export took one first; returns how many it marked. */
export async function markReceiptsExported(db: Db, appointmentIds: number[], at: string): Promise<number> {
  const result = await db
    .updateTable('appointments')
    .set({ receipt_exported_at: at })
    .where('id', 'in', appointmentIds)
    .where('receipt_exported_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function insertExportedReceipts(db: Db, receipts: ExportedReceiptsTable[]) {
  await db.insertInto('exported_receipts').values(receipts).execute();
}
