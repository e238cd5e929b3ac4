import { Box, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../lib/paths.ts';

export function HeroSection() {
  return (
    <Box as="section" bgGradient="to-b" gradientFrom="teal.50" gradientTo="gray.50">
      <Container maxW="6xl" py={{ base: '12', md: '20' }}>
        <Stack gap="6" maxW="3xl" mx="auto" textAlign="center" align="center">
          <Heading as="h1" size={{ base: '3xl', md: '5xl' }} lineHeight="shorter">
            Cuidar da sua saúde mental, de onde você estiver
          </Heading>
          <Text fontSize={{ base: 'md', md: 'xl' }} color="gray.600">
            O Acolhe conecta você a psicólogos qualificados para consultas online seguras, com agendamento
            simples e sigilo do início ao fim.
          </Text>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3" width={{ base: 'full', sm: 'auto' }}>
            <Button asChild colorPalette="teal" size="lg">
              <RouterLink to={paths.register}>Começar Agora</RouterLink>
            </Button>
            <Button asChild variant="outline" colorPalette="teal" size="lg" bg="white">
              <RouterLink to={paths.directory}>Ver Agenda</RouterLink>
            </Button>
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
