import { memo } from 'react';
import { Button, Card, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { LuClock, LuUser, LuWallet } from 'react-icons/lu';
import { presentPsychologist } from '@acolhe/shared/professional-identity';
import { formatMoney } from '@acolhe/shared/format';
import { PersonAvatar } from '../../components/person-avatar.tsx';
import { paths } from '../../lib/paths.ts';
import { BookButton } from './book-button.tsx';
import type { DirectoryCard } from './directory-types.ts';
import { RatingSummary } from './rating-summary.tsx';

export const PsychologistCard = memo(function PsychologistCard({ psychologist }: { psychologist: DirectoryCard }) {
  return (
    <Card.Root as="article" role="article" aria-label={psychologist.name} h="full">
      <Card.Body gap="4">
        <HStack gap="3" align="start">
          <PersonAvatar name={psychologist.name} photoUrl={psychologist.photoUrl} size="lg" />
          <Stack gap="1" minW="0">
            <Heading as="h2" size="md" lineClamp={2}>
              {presentPsychologist(psychologist.name, psychologist.title, psychologist.crp)}
            </Heading>
            <Text color="brand.fg" fontWeight="medium" fontSize="sm">
              {psychologist.specialty}
            </Text>
            <RatingSummary rating={psychologist.rating} reviewsCount={psychologist.reviewsCount} />
          </Stack>
        </HStack>
        <Text fontSize="sm" color="gray.700" lineClamp={3}>
          {psychologist.bio}
        </Text>
        <Stack gap="1.5" fontSize="sm" color="gray.600" mt="auto">
          <HStack gap="2">
            <LuWallet />
            <Text>
              <Text as="span" fontWeight="semibold" color="gray.800" data-testid="card-price">
                {formatMoney(psychologist.hourlyRateCents)}
              </Text>{' '}
              / consulta
            </Text>
          </HStack>
          <HStack gap="2">
            <LuClock />
            <Text>Atendimento: {psychologist.availableHours}</Text>
          </HStack>
        </Stack>
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
