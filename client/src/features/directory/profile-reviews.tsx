import { Heading, Stack, Text, chakra, defineStyle } from '@chakra-ui/react';
import { LuStar } from 'react-icons/lu';
import { useCalendar } from '../../lib/calendar.tsx';
import type { RouterOutputs } from '../../lib/trpc.ts';

type ProfileReview = RouterOutputs['directory']['profile']['recentReviews'][number];

// Plain markup styled from the list: each review was a dozen Chakra elements, each a style resolution
// while the app adopts the profile (docs/first-paint-log.md "Directory cards").
const reviewList = defineStyle({
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  listStyleType: 'none',
  '& > li': { display: 'flex', flexDirection: 'column', gap: '1', padding: '4', bg: 'gray.50', rounded: 'md' },
  '& .review-head': { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3', flexWrap: 'wrap' },
  '& .review-who': { display: 'flex', alignItems: 'center', gap: '2' },
  '& .review-name': { fontWeight: 'semibold', fontSize: 'sm' },
  '& .review-stars': { display: 'flex', alignItems: 'center', gap: '0.5' },
  '& .review-stars svg': { display: 'inline-block', lineHeight: '1em', flexShrink: '0', verticalAlign: 'middle', boxSize: '3.5', color: 'gray.300' },
  '& .review-stars svg.lit': { color: 'yellow.500' },
  '& .review-date': { fontSize: 'xs', color: 'gray.500' },
  '& .review-comment': { fontSize: 'sm', color: 'gray.700' },
});

function Stars({ rating }: { rating: number }) {
  return (
    <span className="review-stars" aria-label={`${rating} de 5 estrelas`} role="img">
      {[1, 2, 3, 4, 5].map((star) => (
        <LuStar key={star} className={star <= rating ? 'lit' : undefined} fill="currentColor" aria-hidden focusable="false" />
      ))}
    </span>
  );
}

export function ProfileReviews({ reviews }: { reviews: ProfileReview[] }) {
  const calendar = useCalendar();
  return (
    <Stack as="section" aria-label="Avaliações recentes" gap="3">
      <Heading as="h2" size="md">
        Avaliações recentes
      </Heading>
      {reviews.length === 0 ? (
        <Text color="gray.500" fontSize="sm">
          Ainda não há avaliações para mostrar.
        </Text>
      ) : (
        <chakra.ul css={reviewList}>
          {reviews.map((review) => (
            <li key={`${review.createdAt}-${review.patientFirstName}`}>
              <div className="review-head">
                <div className="review-who">
                  <p className="review-name">{review.patientFirstName}</p>
                  <Stars rating={review.rating} />
                </div>
                <p className="review-date">{calendar.formatDate(review.createdAt)}</p>
              </div>
              {review.comment && <p className="review-comment">{review.comment}</p>}
            </li>
          ))}
        </chakra.ul>
      )}
    </Stack>
  );
}
