import { memo } from 'react';
import type { SystemContext } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { LuClock, LuUser, LuWallet } from 'react-icons/lu';
import { presentPsychologist } from '@acolhe/shared/professional-identity';
import { formatMoney } from '@acolhe/shared/format';
import { PersonAvatar } from '../../components/person-avatar.tsx';
import { recipeStyles, slotStyles } from '../../components/recipe-styles.ts';
import { ResolvedClasses } from '../../components/resolved-classes.tsx';
import { paths } from '../../lib/paths.ts';
import type { RouterOutputs } from '../../lib/trpc.ts';
import { BookLinkContent, useBookingLink } from './book-button.tsx';
import { RatingSummary } from './rating-summary.tsx';

/** A card's usual height (photo, two-line name, three-line bio, fee, hours, buttons). */
export const cardHeight = '25rem';

/**
 * The browser lays out and styles a card only near the viewport, taking it as `cardHeight` tall until
 * then (and as tall as it last was, after): on a phone, the first of a dozen. The page's layout, style
 * and first paint come sooner (docs/decisions/directory-cards.md "Directory cards skipped off screen").
 * Screen readers and find in page still see every card.
 */
const offscreenSkipped = { contentVisibility: 'auto', containIntrinsicSize: `auto ${cardHeight}` } as const;

/**
 * The card is plain markup in the classes Chakra's `Card`, `Heading` and `Button` would give it, resolved
 * once (app/recipe-styles.test.tsx checks they are the same): a directory page draws a dozen cards, and each
 * Chakra element worked out its recipe and class again while the app adopted the page
 * (docs/first-paint-log.md "Directory cards"). The text inside is styled by nested rules from the body.
 */
const cardStyles = (system: SystemContext) => ({
  root: slotStyles(system, 'card', 'root', {}, { h: 'full', ...offscreenSkipped }),
  body: slotStyles(
    system,
    'card',
    'body',
    {},
    {
      '& .card-head': { display: 'flex', gap: '3', alignItems: 'flex-start' },
      '& .card-who': { display: 'flex', flexDirection: 'column', gap: '1', minWidth: '0' },
      '& .card-specialty': { color: 'brand.fg', fontWeight: 'medium', fontSize: 'sm' },
      '& .card-bio': { fontSize: 'sm', color: 'gray.700', lineClamp: '3' },
      '& .card-facts': {
        display: 'flex',
        flexDirection: 'column',
        gap: '1.5',
        fontSize: 'sm',
        color: 'gray.600',
        marginTop: 'auto',
      },
      '& .card-facts > p': { display: 'flex', alignItems: 'center', gap: '2' },
      '& .card-price': { fontWeight: 'semibold', color: 'gray.800' },
    },
    { gap: '4' },
  ),
  name: recipeStyles(system, 'heading', { size: 'md' }, { lineClamp: 2 }),
  footer: slotStyles(system, 'card', 'footer', {}, { gap: '2', flexWrap: 'wrap' }),
  profile: recipeStyles(system, 'button', { variant: 'outline' }, { flex: '1 0 auto' }),
  book: recipeStyles(system, 'button', { colorPalette: 'teal' }, { flex: '1 0 auto' }),
});

export const PsychologistCard = memo(function PsychologistCard({
  psychologist,
}: {
  psychologist: RouterOutputs['directory']['list']['items'][number];
}) {
  const bookingLink = useBookingLink(psychologist.id);
  return (
    <ResolvedClasses styles={cardStyles}>
      {(classes) => (
        <article role="article" aria-label={psychologist.name} className={classes.root}>
          <div className={classes.body}>
            <div className="card-head">
              <PersonAvatar name={psychologist.name} photoUrl={psychologist.photoUrl} size="lg" />
              <div className="card-who">
                <h2 className={classes.name}>
                  {presentPsychologist(psychologist.name, psychologist.title, psychologist.crp)}
                </h2>
                <p className="card-specialty">{psychologist.specialty}</p>
                <RatingSummary rating={psychologist.rating} reviewsCount={psychologist.reviewsCount} />
              </div>
            </div>
            <p className="card-bio">{psychologist.bio}</p>
            <div className="card-facts">
              <p>
                <LuWallet aria-hidden />
                <span>
                  <span className="card-price" data-testid="card-price">
                    {formatMoney(psychologist.hourlyRateCents)}
                  </span>{' '}
                  / consulta
                </span>
              </p>
              <p>
                <LuClock aria-hidden />
                <span>Atendimento: {psychologist.availableHours}</span>
              </p>
            </div>
          </div>
          <div className={classes.footer}>
            <RouterLink to={paths.psychologistProfile(psychologist.id)} className={classes.profile}>
              <LuUser /> Ver Perfil
            </RouterLink>
            {bookingLink && (
              <RouterLink to={bookingLink} className={classes.book}>
                <BookLinkContent />
              </RouterLink>
            )}
          </div>
        </article>
      )}
    </ResolvedClasses>
  );
});
