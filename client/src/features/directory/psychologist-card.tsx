import { memo } from 'react';
import { Button, Card, Heading, defineStyle } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { LuClock, LuUser, LuWallet } from 'react-icons/lu';
import { presentPsychologist } from '@acolhe/shared/professional-identity';
import { formatMoney } from '@acolhe/shared/format';
import { PersonAvatar } from '../../components/person-avatar.tsx';
import { paths } from '../../lib/paths.ts';
import { BookButton } from './book-button.tsx';
import type { DirectoryCard } from './directory-types.ts';
import { RatingSummary } from './rating-summary.tsx';

// The card's text is plain markup styled from its body: a directory page draws a dozen cards, and each
// Chakra element costs a style resolution while the app adopts the page (README, "Directory cards").
const cardBody = defineStyle({
  '& .card-head': { display: 'flex', gap: '3', alignItems: 'flex-start' },
  '& .card-who': { display: 'flex', flexDirection: 'column', gap: '1', minWidth: '0' },
  '& .card-specialty': { color: 'brand.fg', fontWeight: 'medium', fontSize: 'sm' },
  '& .card-bio': { fontSize: 'sm', color: 'gray.700', lineClamp: '3' },
  '& .card-facts': { display: 'flex', flexDirection: 'column', gap: '1.5', fontSize: 'sm', color: 'gray.600', marginTop: 'auto' },
  '& .card-facts > p': { display: 'flex', alignItems: 'center', gap: '2' },
  '& .card-price': { fontWeight: 'semibold', color: 'gray.800' },
});

export const PsychologistCard = memo(function PsychologistCard({ psychologist }: { psychologist: DirectoryCard }) {
  return (
    <Card.Root as="article" role="article" aria-label={psychologist.name} h="full">
      <Card.Body gap="4" css={cardBody}>
        <div className="card-head">
          <PersonAvatar name={psychologist.name} photoUrl={psychologist.photoUrl} size="lg" />
          <div className="card-who">
            <Heading as="h2" size="md" lineClamp={2}>
              {presentPsychologist(psychologist.name, psychologist.title, psychologist.crp)}
            </Heading>
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
      </Card.Body>
      <Card.Footer gap="2" flexWrap="wrap">
        <Button asChild variant="outline" flex="1 0 auto">
          <RouterLink to={paths.psychologistProfile(psychologist.id)}>
            <LuUser /> Ver Perfil
          </RouterLink>
        </Button>
        <BookButton psychologistId={psychologist.id} flex="1 0 auto" />
      </Card.Footer>
    </Card.Root>
  );
});
