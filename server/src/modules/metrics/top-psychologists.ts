import type { Db } from '../../db/connection.ts';
import { selectPsychologistNames, type RatingCount } from './metrics.repository.ts';
import { averageByPsychologist } from './ratings.ts';
import type { Tally } from './tally.ts';

export interface TopPsychologist {
  psychologistId: number;
  name: string;
  /** Completed consultations in the period. */
  appointments: number;
  /** Mean of their reviews written in the period; null without any. */
  rating: number | null;
  revenueCents: number;
}

/** The five psychologists with most completed consultations in the period; ties by the period's rating, then by id. */
export async function topPsychologists(db: Db, tally: Tally, ratingCounts: RatingCount[]): Promise<TopPsychologist[]> {
  const ratings = averageByPsychologist(ratingCounts);
  const ranked = [...tally.byPsychologist]
    .filter(([, bucket]) => bucket.completed > 0)
    .map(([psychologistId, bucket]) => ({
      psychologistId,
      appointments: bucket.completed,
      rating: ratings.get(psychologistId) ?? null,
      revenueCents: bucket.revenueCents,
    }))
    .sort((a, b) => b.appointments - a.appointments || (b.rating ?? -1) - (a.rating ?? -1) || a.psychologistId - b.psychologistId)
    .slice(0, 5);
  const names = new Map((await selectPsychologistNames(db, ranked.map((row) => row.psychologistId))).map((row) => [row.id, row.name]));
  return ranked.map((row) => ({ ...row, name: names.get(row.psychologistId) ?? '' }));
}
