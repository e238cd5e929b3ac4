import type { Db } from '../../db/connection.ts';
import type { SealedSecret } from './two-factor-secret.ts';

export function selectTwoFactor(db: Db, userId: number) {
  return db
    .selectFrom('two_factor')
    .select(['key_id as keyId', 'nonce', 'ciphertext', 'auth_tag as authTag', 'enabled_at as enabledAt', 'last_time_step as lastTimeStep'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function isEnabled(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('two_factor')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('enabled_at', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}

/** A new enrolment replaces one still waiting for its first code, never an enabled one. */
export function upsertPending(db: Db, userId: number, sealed: SealedSecret) {
  const values = { key_id: sealed.keyId, nonce: sealed.nonce, ciphertext: sealed.ciphertext, auth_tag: sealed.authTag };
  return db
    .insertInto('two_factor')
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values).where('two_factor.enabled_at', 'is', null))
    .execute();
}

export function enable(db: Db, userId: number, at: string, timeStep: number) {
  return db
    .updateTable('two_factor')
    .set({ enabled_at: at, last_time_step: timeStep })
    .where('user_id', '=', userId)
    .where('enabled_at', 'is', null)
    .executeTakeFirst();
}

/** Only forward: of two logins racing with one code, one wins. */
export async function advanceTimeStep(db: Db, userId: number, timeStep: number): Promise<boolean> {
  const result = await db
    .updateTable('two_factor')
    .set({ last_time_step: timeStep })
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('last_time_step', 'is', null), eb('last_time_step', '<', timeStep)]))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export function insertRecoveryCodes(db: Db, userId: number, hashes: string[]) {
  return db
    .insertInto('two_factor_recovery_codes')
    .values(hashes.map((codeHash) => ({ user_id: userId, code_hash: codeHash })))
    .execute();
}

export async function useRecoveryCode(db: Db, userId: number, codeHash: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('two_factor_recovery_codes')
    .set({ used_at: at })
    .where('user_id', '=', userId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function countUnusedRecoveryCodes(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('two_factor_recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function deleteTwoFactor(db: Db, userId: number) {
  await db.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute();
  await db.deleteFrom('two_factor').where('user_id', '=', userId).execute();
}
