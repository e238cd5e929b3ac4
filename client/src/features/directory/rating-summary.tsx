import type { SystemContext } from '@chakra-ui/react';
import { LuStar } from 'react-icons/lu';
import { formatRating } from '@acolhe/shared/format';
import { elementStyles } from '../../components/recipe-styles.ts';
import { ResolvedClasses } from '../../components/resolved-classes.tsx';
import { formatReviewsCount } from './directory-format.ts';

// Plain markup in classes resolved once: a directory page draws a dozen of these, and every Chakra
// element costs a style resolution while the app adopts the page (docs/first-paint-log.md
// "Directory cards").
const ratingStyles = (system: SystemContext) => ({
  rated: elementStyles(system, {
    display: 'flex',
    alignItems: 'center',
    gap: '1.5',
    fontSize: 'sm',
    '& svg': { display: 'inline-block', lineHeight: '1em', flexShrink: '0', verticalAlign: 'middle', color: 'yellow.500' },
    '& strong': { fontWeight: 'semibold' },
    '& span': { color: 'gray.600' },
  }),
  unrated: elementStyles(system, { fontSize: 'sm', color: 'gray.500' }),
});

/** A hidden rating (showRatings off) and no reviews at all both read 'Sem avaliações'. */
export function RatingSummary({ rating, reviewsCount }: { rating: number | null; reviewsCount: number | null }) {
  return (
    <ResolvedClasses styles={ratingStyles}>
      {(classes) =>
        rating === null ? (
          <p className={classes.unrated}>Sem avaliações</p>
        ) : (
          <p className={classes.rated}>
            <LuStar fill="currentColor" aria-hidden />
            <strong>{formatRating(rating)}</strong>
            {reviewsCount !== null && <span>{formatReviewsCount(reviewsCount)}</span>}
          </p>
        )
      }
    </ResolvedClasses>
  );
}
