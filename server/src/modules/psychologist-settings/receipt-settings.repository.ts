import type { Db } from '../../db/connection.ts';

export async function selectReceiptsAsIndividual(db: Db, psychologistId: number): Promise<boolean> {
  const row = await db
    .selectFrom('psychologist_profiles')
    .select('receipts_as_individual')
    .where('user_id', '=', psychologistId)
    .executeTakeFirst();
  return row?.receipts_as_individual === 1;
}

export async function updateReceiptsAsIndividual(db: Db, psychologistId: number, asIndividual: boolean) {
  await db
    .updateTable('psychologist_profiles')
    .set({ receipts_as_individual: asIndividual ? 1 : 0 })
    .where('user_id', '=', psychologistId)
    .execute();
}
