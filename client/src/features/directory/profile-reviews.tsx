import { HStack, Heading, Icon, Stack, Text } from '@chakra-ui/react';
import { LuStar } from 'react-icons/lu';
import { useCalendar } from '../../lib/calendar.tsx';
import type { ProfileReview } from './directory-types.ts';

function Stars({ rating }: { rating: number }) {
  return (
    <HStack gap="0.5" aria-label={`${rating} de 5 estrelas`} role="img">
      {[1, 2, 3, 4, 5].map((star) => (
        <Icon key={star} color={star <= rating ? 'yellow.500' : 'gray.300'} boxSize="3.5">
          <LuStar fill="currentColor" />
        </Icon>
      ))}
    </HStack>
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
        <Stack as="ul" gap="3" listStyleType="none">
          {reviews.map((review) => (
            <Stack as="li" key={`${review.createdAt}-${review.patientFirstName}`} gap="1" p="4" bg="gray.50" rounded="md">
              <HStack justify="space-between" gap="3" flexWrap="wrap">
                <HStack gap="2">
                  <Text fontWeight="semibold" fontSize="sm">
                    {review.patientFirstName}
                  </Text>
                  <Stars rating={review.rating} />
                </HStack>
                <Text fontSize="xs" color="gray.500">
                  {calendar.formatDate(review.createdAt)}
                </Text>
              </HStack>
              {review.comment && (
                <Text fontSize="sm" color="gray.700">
                  {review.comment}
                </Text>
              )}
            </Stack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
