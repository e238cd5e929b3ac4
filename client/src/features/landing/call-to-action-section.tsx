import { Box, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../lib/paths.ts';

export function CallToActionSection() {
  return (
    <Box as="section" pb={{ base: '10', md: '16' }}>
      <Container maxW="4xl">
        <Stack
          gap="4"
          align="center"
          textAlign="center"
          bg="brand.subtle"
          rounded="2xl"
          px={{ base: '5', md: '10' }}
          py={{ base: '8', md: '12' }}
        >
          <Heading as="h2" size={{ base: 'xl', md: '2xl' }}>
            Dê o primeiro passo hoje
          </Heading>
          <Text color="gray.700" maxW="xl">
            Crie sua conta gratuitamente e agende sua primeira consulta com um psicólogo de sua escolha.
          </Text>
          <Button asChild colorPalette="teal" size="lg">
            <RouterLink to={paths.register}>Criar minha conta</RouterLink>
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}
