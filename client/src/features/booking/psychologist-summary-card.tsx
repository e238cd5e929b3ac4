import { Card, HStack, Heading, Stack, Text, Wrap } from '@chakra-ui/react';
import { LuClock, LuStar, LuWallet } from 'react-icons/lu';
import { presentPsychologist } from '@acolhe/shared/crp';
import { formatCount, formatMoney, formatRating } from '@acolhe/shared/format';
import { PersonAvatar } from '../../components/person-avatar.tsx';
import type { RouterOutputs } from '../../lib/trpc.ts';

type PsychologistProfile = RouterOutputs['directory']['profile'];

export function PsychologistSummaryCard({ psychologist }: { psychologist: PsychologistProfile }) {
  return (
    <Card.Root as="section" aria-label="Psicólogo">
      <Card.Body>
        <HStack gap="4" align="start">
          <PersonAvatar name={psychologist.name} photoUrl={psychologist.photoUrl} size="xl" />
          <Stack gap="2" minW="0">
            <Stack gap="0.5">
              <Heading as="h2" size="lg">
                {presentPsychologist(psychologist.name, psychologist.title, psychologist.crp)}
              </Heading>
              <Text color="brand.fg" fontWeight="medium">
                {psychologist.specialty}
              </Text>
            </Stack>
            <Wrap gap="4" color="gray.600" fontSize="sm">
              <HStack gap="1.5">
                <LuWallet /> <Text>{formatMoney(psychologist.hourlyRateCents)} por consulta</Text>
              </HStack>
              <HStack gap="1.5">
                <LuClock /> <Text>{psychologist.consultationMinutes} minutos</Text>
              </HStack>
              {psychologist.rating !== null && (
                <HStack gap="1.5">
                  <LuStar /> <Text>{formatRating(psychologist.rating)} ({formatCount(psychologist.reviewsCount ?? 0, 'avaliação', 'avaliações')})</Text>
                </HStack>
              )}
            </Wrap>
          </Stack>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
