import type { ReactNode } from 'react';
import { Heading, SimpleGrid, Stack, Text, defineStyle } from '@chakra-ui/react';
import { LuBriefcase, LuClock, LuTimer, LuWallet } from 'react-icons/lu';
import { presentPsychologist } from '@acolhe/shared/professional-identity';
import { formatMoney } from '@acolhe/shared/format';
import { PersonAvatar } from '../../components/person-avatar.tsx';
import { usePageHeading } from '../../components/use-page-heading.ts';
import type { RouterOutputs } from '../../lib/trpc.ts';
import { BookButton } from './book-button.tsx';
import { RatingSummary } from './rating-summary.tsx';

// The facts are plain markup styled from their grid: four facts were twenty Chakra elements, each a
// style resolution while the app adopts the profile (docs/first-paint-log.md "Directory cards").
const factGrid = defineStyle({
  '& .fact': { display: 'flex', gap: '3', alignItems: 'flex-start' },
  '& .fact-icon': { color: 'brand.fg', marginTop: '0.5' },
  '& .fact-text': { display: 'flex', flexDirection: 'column' },
  '& .fact-label': { fontSize: 'xs', color: 'gray.500', textTransform: 'uppercase', letterSpacing: 'wide' },
  '& .fact-value': { fontSize: 'sm', fontWeight: 'medium' },
});

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="fact">
      <div className="fact-icon" aria-hidden>
        {icon}
      </div>
      <div className="fact-text">
        <p className="fact-label">{label}</p>
        <p className="fact-value">{children}</p>
      </div>
    </div>
  );
}

export function ProfileOverview({ profile }: { profile: RouterOutputs['directory']['profile'] }) {
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
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4" css={factGrid}>
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
