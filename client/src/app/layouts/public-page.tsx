import { Box, Button, Container, Flex, HStack } from '@chakra-ui/react';
import { Link as RouterLink, Outlet } from 'react-router';
import { dashboardPathByRole } from '@acolhe/shared/roles';
import { Brand } from '../../components/brand.tsx';
import { useSession } from '../session.tsx';

/** Header of the public pages: 'Meu Painel' when signed in, otherwise Entrar / Cadastrar. */
export function PublicHeader() {
  const { user } = useSession();
  return (
    <Box as="header" bg="white" borderBottomWidth="1px">
      <Container maxW="6xl" py="3">
        <Flex justify="space-between" align="center" gap="3">
          <Brand />
          <HStack gap="2">
            {user ? (
              <Button asChild colorPalette="teal">
                <RouterLink to={dashboardPathByRole[user.role]}>Meu Painel</RouterLink>
              </Button>
            ) : (
              <>
                <Button asChild variant="ghost">
                  <RouterLink to="/login">Entrar</RouterLink>
                </Button>
                <Button asChild colorPalette="teal">
                  <RouterLink to="/register">Cadastrar</RouterLink>
                </Button>
              </>
            )}
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
}

export function PublicPage() {
  return (
    <Box minH="100vh">
      <PublicHeader />
      <Container as="main" maxW="6xl" py={{ base: '6', md: '10' }}>
        <Outlet />
      </Container>
    </Box>
  );
}
