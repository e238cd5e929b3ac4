import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import type { PairFailures } from './login-throttle.ts';

export function selectPairFailures(db: Db, pairKey: string): Promise<PairFailures | undefined> {
  return db
    .selectFrom('login_pair_failures')
    .select(['failures as count', 'last_failed_at as last'])
    .where('pair_key', '=', pairKey)
    .executeTakeFirst();
}

export async function countAccountFailuresAfter(db: Db, accountKey: string, after: number): Promise<number> {
  const row = await db
    .selectFrom('login_account_failures')
    .select((eb) => eb.fn.countAll<number>().as('failures'))
    .where('account_key', '=', accountKey)
    .where('failed_at', '>', after)
    .executeTakeFirstOrThrow();
  return Number(row.failures);
}

/** One more failure in a row for the pair, in one statement; a row whose last failure is older than `after` starts again. */
export function addPairFailure(db: Db, pairKey: string, now: number, after: number) {
  return db
    .insertInto('login_pair_failures')
    .values({ pair_key: pairKey, failures: 1, last_failed_at: now })
    .onConflict((conflict) =>
      conflict.column('pair_key').doUpdateSet({
        failures: sql<number>`case when login_pair_failures.last_failed_at > ${after}
          then login_pair_failures.failures + 1 else 1 end`,
        last_failed_at: now,
      }),
    )
    .execute();
}

export function insertAccountFailure(db: Db, accountKey: string, now: number) {
  return db.insertInto('login_account_failures').values({ account_key: accountKey, failed_at: now }).execute();
}

export function deletePairFailures(db: Db, pairKey: string) {
  return db.deleteFrom('login_pair_failures').where('pair_key', '=', pairKey).execute();
}

export async function deleteFailuresUntil(db: Db, until: number): Promise<void> {
  await db.deleteFrom('login_pair_failures').where('last_failed_at', '<=', until).execute();
  await db.deleteFrom('login_account_failures').where('failed_at', '<=', until).execute();
}
