import { Box, Container, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { landingFigureTexts } from '@acolhe/shared/landing-document';
import { useTRPC } from '../../lib/trpc.ts';

interface Figure {
  testId: string;
  label: string;
  value: string | undefined;
}

/** The three headline figures, computed live by the server. */
export function LandingStats() {
  const trpc = useTRPC();
  const stats = useQuery(trpc.stats.landing.queryOptions());
  const texts = stats.data ? landingFigureTexts(stats.data) : undefined;
  // Without an answer the figures read '—' rather than a fake number.
  const unavailable = stats.isError ? '—' : undefined;

  const figures: Figure[] = [
    { testId: 'stat-psychologists', label: 'Psicólogos cadastrados', value: texts?.['stat-psychologists'] ?? unavailable },
    { testId: 'stat-consultations', label: 'Consultas realizadas', value: texts?.['stat-consultations'] ?? unavailable },
    { testId: 'stat-rating', label: 'Avaliação média', value: texts?.['stat-rating'] ?? unavailable },
  ];

  return (
    <Box as="section" aria-label="O Acolhe em números" bg="brand.solid" color="white">
      <Container maxW="6xl" py={{ base: '10', md: '12' }}>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap={{ base: '8', md: '6' }}>
          {figures.map((figure) => (
            <Stack key={figure.testId} gap="1" align="center" textAlign="center">
              {figure.value === undefined ? (
                <Skeleton height="12" width="32" bg="whiteAlpha.400" />
              ) : (
                <Text
                  data-testid={figure.testId}
                  fontSize={{ base: '4xl', md: '5xl' }}
                  fontWeight="bold"
                  lineHeight="1"
                >
                  {figure.value}
                </Text>
              )}
              <Text color="teal.50">{figure.label}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
