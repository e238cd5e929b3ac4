import { HStack, Icon, Text } from '@chakra-ui/react';
import { LuStar } from 'react-icons/lu';
import { formatRating } from '@acolhe/shared/format';
import { formatReviewsCount } from './directory-format.ts';

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
    <HStack gap="1.5" fontSize="sm">
      <Icon color="yellow.500" aria-hidden>
        <LuStar fill="currentColor" />
      </Icon>
      <Text fontWeight="semibold">{formatRating(rating)}</Text>
      {reviewsCount !== null && <Text color="gray.600">{formatReviewsCount(reviewsCount)}</Text>}
    </HStack>
  );
}
