import { Box, Container, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { Brand } from '../../components/brand.tsx';
import { useCalendar } from '../../lib/calendar.tsx';
import { paths } from '../../lib/paths.ts';

const columns = [
  {
    title: 'Para pacientes',
    links: [
      { label: 'Encontrar psicólogo', to: paths.directory },
      { label: 'Criar conta', to: paths.register },
      { label: 'Entrar', to: paths.login },
    ],
  },
  {
    title: 'Para profissionais',
    links: [
      { label: 'Cadastre-se como psicólogo', to: paths.register },
      { label: 'Entrar', to: paths.login },
    ],
  },
  {
    title: 'Acolhe',
    links: [
      { label: 'Política de privacidade', to: paths.privacy },
      { label: 'Termos de uso', to: paths.terms },
    ],
  },
];

export function SiteFooter() {
  const calendar = useCalendar();
  return (
    <Box as="footer" bg="white" borderTopWidth="1px">
      <Container maxW="6xl" py={{ base: '8', md: '12' }}>
        <SimpleGrid columns={{ base: 1, md: 4 }} gap="8">
          <Stack gap="3">
            <Brand />
            <Text color="gray.600" fontSize="sm">
              Psicologia online com segurança e acolhimento.
            </Text>
          </Stack>
          {columns.map((column) => (
            <Stack as="nav" key={column.title} gap="3" aria-label={column.title}>
              <Heading as="h2" size="sm">
                {column.title}
              </Heading>
              {column.links.map((link) => (
                <Link asChild key={link.label} color="gray.600" fontSize="sm" _hover={{ color: 'brand.fg' }}>
                  <RouterLink to={link.to}>{link.label}</RouterLink>
                </Link>
              ))}
            </Stack>
          ))}
        </SimpleGrid>
        <Text color="gray.500" fontSize="sm" mt="8" pt="6" borderTopWidth="1px">
          © <span data-testid="footer-year">{calendar.today().slice(0, 4)}</span> Acolhe. Todos os direitos reservados.
        </Text>
      </Container>
    </Box>
  );
}
