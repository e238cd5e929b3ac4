import { useEffect } from 'react';
import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router';
import { usePageHeading } from '../../components/use-page-heading.ts';
import { paths } from '../../lib/paths.ts';

export function NotFoundPage() {
  const location = useLocation();
  const heading = usePageHeading('Página não encontrada');
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);
  return (
    <Center as="main" minH="100vh" px="4">
      <Stack gap="4" textAlign="center" align="center">
        <Heading as="h1" size="5xl" ref={heading} tabIndex={-1} outline="none">
          404
        </Heading>
        <Text fontSize="xl" color="gray.600">
          Oops! Page not found
        </Text>
        <Button asChild colorPalette="teal">
          <RouterLink to={paths.home}>Voltar para a página inicial</RouterLink>
        </Button>
      </Stack>
    </Center>
  );
}
