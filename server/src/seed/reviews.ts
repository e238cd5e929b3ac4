import type { Specialty } from '@acolhe/shared/specialties';
import type { Gender } from './people.ts';
import type { Random } from './random.ts';
import {
  approval,
  closings,
  disappointment,
  mixed,
  outcomes,
  praise,
  reservations,
  sentenceText,
  type Sentence,
  type Voices,
} from './review-sentences.ts';

/**
 * How warmly a psychologist's patients rate them: their share of five-star reviews. Most are loved, a few
 * less so: means range from about 4.5 to 5.0 and the platform's stays near 4.9.
 */
export function randomFiveStarShare(random: Random): number {
  return 0.965 - 0.09 * random.next();
}

/** Five stars at the psychologist's share; otherwise mostly four, some three, rarely two. */
export function randomRating(random: Random, fiveStarShare: number): number {
  if (random.next() < fiveStarShare) return 5;
  const roll = random.next();
  if (roll < 0.8) return 4;
  if (roll < 0.96) return 3;
  return 2;
}

/** A sentence shown on a profile is not shown again within the next few reviews there. */
const freshWithin = 5;

export interface ReviewAuthor {
  rating: number;
  reviewer: Gender;
}

/**
 * Writes the reviews of one psychologist in the order they were written: no text twice, and no sentence
 * again among the next few reviews, which are the ones a profile shows together.
 */
export function reviewWriter(random: Random, professional: Gender, specialty: Specialty) {
  const recent = new Map<readonly Sentence[], number[]>();
  const written = new Set<string>();

  /** Picks a sentence not among the pool's last few on this profile; `picked` holds it until the text is kept. */
  const freshSentence = (pool: readonly Sentence[], voices: Voices, picked: Map<readonly Sentence[], number>): string => {
    const window = (recent.get(pool) ?? []).slice(-Math.min(freshWithin, pool.length - 1));
    let index = random.int(0, pool.length - 1);
    while (window.includes(index)) index = (index + 1) % pool.length;
    picked.set(pool, index);
    return sentenceText(pool[index] ?? '', voices);
  };

  const compose = ({ rating, reviewer }: ReviewAuthor, picked: Map<readonly Sentence[], number>): string => {
    const voices = { reviewer, professional };
    const fresh = (pool: readonly Sentence[]) => freshSentence(pool, voices, picked);
    const parts: string[] = [];
    if (rating === 5) {
      parts.push(fresh(praise));
      if (random.chance(0.55)) parts.push(fresh(outcomes[specialty]));
      if (random.chance(0.35)) parts.push(fresh(closings));
    } else if (rating === 4) {
      parts.push(fresh(approval));
      if (random.chance(0.4)) parts.push(fresh(outcomes[specialty]));
      if (random.chance(0.7)) parts.push(fresh(reservations));
    } else {
      parts.push(fresh(rating === 3 ? mixed : disappointment));
      if (random.chance(0.6)) parts.push(fresh(reservations));
    }
    return parts.join(' ');
  };

  /** The comment of the next review, or null when the patient left only the stars. */
  return (author: ReviewAuthor): string | null => {
    if (random.chance(author.rating === 5 ? 0.3 : 0.15)) return null;
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const picked = new Map<readonly Sentence[], number>();
      const text = compose(author, picked);
      if (written.has(text)) continue;
      written.add(text);
      for (const [pool, index] of picked) recent.set(pool, [...(recent.get(pool) ?? []).slice(-freshWithin), index]);
      return text;
    }
    return null;
  };
}
