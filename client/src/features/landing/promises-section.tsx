import type { IconType } from 'react-icons';
import { Box, Card, Container, Heading, Icon, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LuBadgeCheck, LuCalendarClock, LuShieldCheck, LuVideo } from 'react-icons/lu';

interface PlatformPromise {
  icon: IconType;
  title: string;
  description: string;
}

const promises: PlatformPromise[] = [
  {
    icon: LuCalendarClock,
    title: 'Agendamento 24 horas',
    description: 'Marque sua consulta a qualquer hora do dia, direto pela agenda do psicólogo.',
  },
  {
    icon: LuVideo,
    title: 'Teleconsulta com privacidade',
    description: 'Sessões por vídeo em sala exclusiva, sem gravação, só entre você e o profissional.',
  },
  {
    icon: LuBadgeCheck,
    title: 'Profissionais aprovados',
    description: 'Psicólogos especializados, com cadastro analisado pela nossa equipe antes de atender.',
  },
  {
    icon: LuShieldCheck,
    title: 'Conformidade com a LGPD',
    description: 'Seus dados de saúde tratados com sigilo, segurança e transparência.',
  },
];

export function PromisesSection() {
  return (
    <Box as="section" aria-labelledby="promises-title">
      <Container maxW="6xl" py={{ base: '10', md: '16' }}>
        <Heading
          as="h2"
          id="promises-title"
          size={{ base: '2xl', md: '3xl' }}
          textAlign="center"
          mb={{ base: '6', md: '10' }}
        >
          Por que escolher o Acolhe
        </Heading>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="5">
          {promises.map((promise) => (
            <Card.Root key={promise.title}>
              <Card.Body>
                <Stack gap="3">
                  <Box bg="brand.subtle" color="brand.fg" rounded="lg" p="3" alignSelf="start">
                    <Icon size="lg">
                      <promise.icon />
                    </Icon>
                  </Box>
                  <Heading as="h3" size="md">
                    {promise.title}
                  </Heading>
                  <Text color="gray.600">{promise.description}</Text>
                </Stack>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
