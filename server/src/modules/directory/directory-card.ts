import { photoUrlOf } from '../photos/photo-url.ts';
import type { selectCards } from './directory.repository.ts';

interface CardColumns {
  ratingAverage: number | null;
  reviewsCount: number;
  showRatings: number;
  photoHash: string | null;
}
type CardRow = Awaited<ReturnType<typeof selectCards>>[number];

/** A psychologist who switched showRatings off shows neither rating nor review count. */
export function toCard<Row extends CardColumns>({ ratingAverage, reviewsCount, showRatings, photoHash, ...card }: Row) {
  const ratingsVisible = showRatings === 1;
  return {
    ...card,
    photoUrl: photoUrlOf(photoHash),
    rating: ratingsVisible ? ratingAverage : null,
    reviewsCount: ratingsVisible ? reviewsCount : null,
  };
}

/** One page of the public directory, as every visitor asking the same query sees it. */
export interface DirectoryPage {
  items: ReturnType<typeof toCard<CardRow>>[];
  total: number;
  page: number;
  pageSize: number;
}
