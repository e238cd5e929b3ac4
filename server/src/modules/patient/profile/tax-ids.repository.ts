import type { Db } from '../../../db/connection.ts';
import type { PatientTaxIdsTable } from '../../../db/schema.ts';

type TaxIdColumns = Partial<Pick<PatientTaxIdsTable, 'cpf' | 'payer_name' | 'payer_cpf'>>;

export function selectTaxIds(db: Db, patientId: number) {
  return db
    .selectFrom('patient_tax_ids')
    .select(['cpf', 'payer_name as payerName', 'payer_cpf as payerCpf'])
    .where('user_id', '=', patientId)
    .executeTakeFirst();
}

/** Writes the columns given, creating the row the first time. */
export async function saveTaxIds(db: Db, patientId: number, columns: TaxIdColumns, at: string) {
  await db
    .insertInto('patient_tax_ids')
    .values({ user_id: patientId, ...columns, updated_at: at })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...columns, updated_at: at }))
    .execute();
}

export function deleteTaxIds(db: Db, patientId: number) {
  return db.deleteFrom('patient_tax_ids').where('user_id', '=', patientId).execute();
}
