import { addMinutes } from '@acolhe/shared/calendar';
import { sql } from 'kysely';
import type { Gender } from './people.ts';
import { randomRating, reviewWriter } from './reviews.ts';
import { insertChunks, iso, type SeedContext } from './seed-context.ts';
import type { SeededPsychologist } from './seed-psychologists.ts';

interface Review {
  appointment_id: number;
  patient_id: number;
  psychologist_id: number;
  rating: number;
  comment: string | null;
  created_at: string;
}

/**
 * Most completed consultations get a review, rated by how warmly that psychologist is rated and written
 * in the order they were sent, so the texts on one profile never repeat. The profiles' denormalised totals
 * are set from the rows. The demo patient has reviewed three of four past consultations, leaving one to rate.
 */
export async function seedReviews(
  context: SeedContext,
  psychologists: SeededPsychologist[],
  patientGenders: ReadonlyMap<number, Gender>,
  demoPatientId: number,
): Promise<number> {
  const { trx, random } = context;
  const completed = await trx
    .selectFrom('appointments')
    .select(['id', 'patient_id', 'psychologist_id', 'ends_at'])
    .where('status', '=', 'completed')
    .orderBy('id')
    .execute();
  const byId = new Map(psychologists.map((psychologist) => [psychologist.id, psychologist]));
  let demoReviewed = 0;
  const isReviewed = (patientId: number) =>
    patientId === demoPatientId ? (demoReviewed += 1) <= 3 : random.chance(0.72);
  const reviews: Review[] = completed
    .filter((row) => isReviewed(row.patient_id))
    .map((row) => ({
      appointment_id: row.id,
      patient_id: row.patient_id,
      psychologist_id: row.psychologist_id,
      rating: randomRating(random, byId.get(row.psychologist_id)?.fiveStarShare ?? 0.9),
      comment: null,
      created_at: iso(addMinutes(new Date(row.ends_at), 60 * random.int(1, 48))),
    }));

  const inWritingOrder = [...reviews].sort(
    (a, b) => a.psychologist_id - b.psychologist_id || a.created_at.localeCompare(b.created_at) || a.appointment_id - b.appointment_id,
  );
  const writers = new Map<number, ReturnType<typeof reviewWriter>>();
  for (const review of inWritingOrder) {
    const psychologist = byId.get(review.psychologist_id);
    if (!psychologist) continue;
    const write = writers.get(psychologist.id) ?? reviewWriter(random, psychologist.gender, psychologist.specialty);
    writers.set(psychologist.id, write);
    review.comment = write({ rating: review.rating, reviewer: patientGenders.get(review.patient_id) ?? 'female' });
  }

  await insertChunks(context, 'reviews', reviews);
  await sql`update psychologist_profiles set
      rating_total = coalesce((select sum(rating) from reviews where reviews.psychologist_id = psychologist_profiles.user_id), 0),
      reviews_count = (select count(*) from reviews where reviews.psychologist_id = psychologist_profiles.user_id)`.execute(trx);
  return reviews.length;
}
