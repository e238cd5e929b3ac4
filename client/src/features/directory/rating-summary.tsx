import { Text, chakra, defineStyle } from '@chakra-ui/react';
import { LuStar } from 'react-icons/lu';
import { formatRating } from '@acolhe/shared/format';
import { formatReviewsCount } from './directory-format.ts';

// One styled element with plain children: a directory page draws a dozen of these, and every Chakra
// element costs a style resolution while the app adopts the page (README, "Directory cards").
const ratingLine = defineStyle({
  display: 'flex',
  alignItems: 'center',
  gap: '1.5',
  fontSize: 'sm',
  '& svg': { display: 'inline-block', lineHeight: '1em', flexShrink: '0', verticalAlign: 'middle', color: 'yellow.500' },
  '& strong': { fontWeight: 'semibold' },
  '& span': { color: 'gray.600' },
});

/** A hidden rating (showRatings off) and no reviews at all both read 'Sem avaliações'. */
export function RatingSummary({ rating, reviewsCount }: { rating: number | null; reviewsCount: number | null }) {
  if (rating === null) {
    return (
      <Text fontSize="sm" color="gray.500">
        Sem avaliações
      </Text>
    );
  }
  return (
    <chakra.p css={ratingLine}>
      <LuStar fill="currentColor" aria-hidden />
      <strong>{formatRating(rating)}</strong>
      {reviewsCount !== null && <span>{formatReviewsCount(reviewsCount)}</span>}
    </chakra.p>
  );
}
