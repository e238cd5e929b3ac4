import { Box, Circle, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';

const steps = [
  {
    title: 'Escolha um psicólogo',
    description: 'Busque por nome ou especialidade e compare perfis, valores e avaliações.',
  },
  {
    title: 'Agende escolhendo data e horário',
    description: 'Veja os horários livres na agenda e confirme o que cabe na sua rotina.',
  },
  {
    title: 'Participe da teleconsulta',
    description: 'No horário marcado, entre na sala de vídeo pelo seu painel.',
  },
];

export function StepsSection() {
  return (
    <Box as="section" aria-labelledby="steps-title">
      <Container maxW="6xl" py={{ base: '10', md: '16' }}>
        <Heading
          as="h2"
          id="steps-title"
          size={{ base: '2xl', md: '3xl' }}
          textAlign="center"
          mb={{ base: '6', md: '10' }}
        >
          Como funciona
        </Heading>
        <SimpleGrid as="ol" columns={{ base: 1, md: 3 }} gap={{ base: '8', md: '6' }} listStyleType="none">
          {steps.map((step, index) => (
            <Stack as="li" key={step.title} gap="3" align="center" textAlign="center">
              <Circle
                size="12"
                bg="brand.solid"
                color="brand.contrast"
                fontWeight="bold"
                fontSize="xl"
                aria-hidden="true"
              >
                {index + 1}
              </Circle>
              <Heading as="h3" size="lg">
                {step.title}
              </Heading>
              <Text color="gray.600" maxW="xs">
                {step.description}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
