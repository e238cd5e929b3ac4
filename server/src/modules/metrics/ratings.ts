import { ratingLabels } from '@acolhe/shared/metrics';
import { ratio } from './figures.ts';
import type { RatingCount } from './metrics.repository.ts';

export interface SatisfactionRow {
  rating: number;
  label: string;
  count: number;
}

export interface RatingSummary {
  /** Mean of the reviews written in the period; null without reviews. */
  average: number | null;
  count: number;
  /**
   * General satisfaction: the share of the period's reviews rated 4 or 5 (the usual customer-satisfaction
   * score), null without reviews.
   */
  satisfactionRate: number | null;
  /** Reviews per rating, 5 down to 1. */
  distribution: SatisfactionRow[];
}

export function summarizeRatings(rows: RatingCount[]): RatingSummary {
  const perRating = new Map<number, number>();
  for (const row of rows) perRating.set(row.rating, (perRating.get(row.rating) ?? 0) + Number(row.count));
  let count = 0;
  let total = 0;
  let satisfied = 0;
  for (const [rating, reviews] of perRating) {
    count += reviews;
    total += rating * reviews;
    if (rating >= 4) satisfied += reviews;
  }
  return {
    average: ratio(total, count),
    count,
    satisfactionRate: ratio(satisfied, count),
    distribution: [5, 4, 3, 2, 1].map((rating) => ({ rating, label: ratingLabels[rating] ?? String(rating), count: perRating.get(rating) ?? 0 })),
  };
}

/** Mean rating of the period's reviews per psychologist. */
export function averageByPsychologist(rows: RatingCount[]): Map<number, number> {
  const sums = new Map<number, { total: number; count: number }>();
  for (const row of rows) {
    const sum = sums.get(row.psychologistId) ?? { total: 0, count: 0 };
    sum.total += row.rating * Number(row.count);
    sum.count += Number(row.count);
    sums.set(row.psychologistId, sum);
  }
  return new Map([...sums].map(([id, sum]) => [id, sum.total / sum.count]));
}
