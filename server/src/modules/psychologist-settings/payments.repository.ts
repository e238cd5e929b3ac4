import type { Db } from '../../db/connection.ts';
import type { PsychologistBankAccountsTable, PsychologistPixKeysTable } from '../../db/schema.ts';

export function selectBankAccount(db: Db, psychologistId: number) {
  return db
    .selectFrom('psychologist_bank_accounts')
    .selectAll()
    .where('user_id', '=', psychologistId)
    .executeTakeFirst();
}

export function selectPixKey(db: Db, psychologistId: number) {
  return db
    .selectFrom('psychologist_pix_keys')
    .selectAll()
    .where('user_id', '=', psychologistId)
    .executeTakeFirst();
}

/** Saving again replaces the psychologist's one account. */
export async function saveBankAccount(db: Db, account: PsychologistBankAccountsTable) {
  await db
    .insertInto('psychologist_bank_accounts')
    .values(account)
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet((eb) => ({
        bank_code: eb.ref('excluded.bank_code'),
        agency: eb.ref('excluded.agency'),
        agency_digit: eb.ref('excluded.agency_digit'),
        account_type: eb.ref('excluded.account_type'),
        account_number: eb.ref('excluded.account_number'),
        account_digit: eb.ref('excluded.account_digit'),
        holder_name: eb.ref('excluded.holder_name'),
        holder_document: eb.ref('excluded.holder_document'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
}

/** Saving again replaces the psychologist's one key. */
export async function savePixKey(db: Db, key: PsychologistPixKeysTable) {
  await db
    .insertInto('psychologist_pix_keys')
    .values(key)
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet((eb) => ({
        key_type: eb.ref('excluded.key_type'),
        key_value: eb.ref('excluded.key_value'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
}
