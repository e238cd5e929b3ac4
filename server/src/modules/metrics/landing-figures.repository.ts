import type { Db } from '../../db/connection.ts';

export async function selectLandingFigures(db: Db) {
  const psychologists = await db
    .selectFrom('psychologist_profiles')
    .innerJoin('users', 'users.id', 'psychologist_profiles.user_id')
    .select([
      (eb) => eb.fn.countAll<number>().as('count'),
      (eb) => eb.fn.sum<number | null>('psychologist_profiles.rating_total').as('ratingTotal'),
      (eb) => eb.fn.sum<number | null>('psychologist_profiles.reviews_count').as('reviewsCount'),
    ])
    .where('psychologist_profiles.approval_status', '=', 'approved')
    .where('users.is_active', '=', 1)
    .executeTakeFirstOrThrow();
  const consultations = await db
    .selectFrom('appointments')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('status', '=', 'completed')
    .executeTakeFirstOrThrow();
  return { psychologists, consultations };
}
