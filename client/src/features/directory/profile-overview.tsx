import type { ReactNode } from 'react';
import { Box, HStack, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LuBriefcase, LuClock, LuTimer, LuWallet } from 'react-icons/lu';
import { presentPsychologist } from '@acolhe/shared/professional-identity';
import { formatMoney } from '@acolhe/shared/format';
import { PersonAvatar } from '../../components/person-avatar.tsx';
import { usePageHeading } from '../../components/use-page-heading.ts';
import { BookButton } from './book-button.tsx';
import type { PsychologistProfile } from './directory-types.ts';
import { RatingSummary } from './rating-summary.tsx';

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <HStack gap="3" align="start">
      <Box color="brand.fg" mt="0.5" aria-hidden>
        {icon}
      </Box>
      <Stack gap="0">
        <Text fontSize="xs" color="gray.500" textTransform="uppercase" letterSpacing="wide">
          {label}
        </Text>
        <Text fontSize="sm" fontWeight="medium">
          {children}
        </Text>
      </Stack>
    </HStack>
  );
}

export function ProfileOverview({ profile }: { profile: PsychologistProfile }) {
  const heading = usePageHeading(profile.name);
  return (
    <Stack gap="6">
      <Stack direction={{ base: 'column', sm: 'row' }} gap="4" align={{ base: 'start', sm: 'center' }}>
        <PersonAvatar name={profile.name} photoUrl={profile.photoUrl} size="2xl" />
        <Stack gap="1" flex="1" minW="0">
          <Heading as="h1" size="2xl" ref={heading} tabIndex={-1} outline="none">
            {presentPsychologist(profile.name, profile.title, profile.crp)}
          </Heading>
          <Text color="brand.fg" fontWeight="medium">
            {profile.specialty}
          </Text>
          <RatingSummary rating={profile.rating} reviewsCount={profile.reviewsCount} />
        </Stack>
        <BookButton psychologistId={profile.id} size="lg" w={{ base: 'full', sm: 'auto' }} />
      </Stack>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
        <Fact icon={<LuWallet />} label="Valor">
          {formatMoney(profile.hourlyRateCents)} / consulta
        </Fact>
        <Fact icon={<LuTimer />} label="Duração">
          {profile.consultationMinutes} minutos
        </Fact>
        <Fact icon={<LuClock />} label="Atendimento">
          {profile.availableHours}
        </Fact>
        {profile.experience && (
          <Fact icon={<LuBriefcase />} label="Experiência">
            {profile.experience}
          </Fact>
        )}
      </SimpleGrid>
      <Stack as="section" aria-label="Sobre" gap="2">
        <Heading as="h2" size="md">
          Sobre
        </Heading>
        <Text color="gray.700" whiteSpace="pre-line">
          {profile.bio}
        </Text>
      </Stack>
    </Stack>
  );
}
