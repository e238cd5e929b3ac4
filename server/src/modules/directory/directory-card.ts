import { photoUrlOf } from '../photos/photo-url.ts';

interface CardColumns {
  ratingAverage: number | null;
  reviewsCount: number;
  showRatings: number;
  photoHash: string | null;
}

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
