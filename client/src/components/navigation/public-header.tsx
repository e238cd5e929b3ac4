import { Box, Button, Container, Flex, HStack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { useAuthSession } from '../../lib/auth-session.tsx';
import { dashboardOf, paths } from '../../lib/paths.ts';
import { Brand } from '../brand.tsx';

/** Header of the public pages: 'Meu Painel' when signed in, otherwise Entrar / Cadastrar. */
export function PublicHeader() {
  const { user } = useAuthSession();
  return (
    <Box as="header" bg="white" borderBottomWidth="1px">
      <Container maxW="6xl" py="3">
        <Flex justify="space-between" align="center" gap="3">
          <Brand />
          <HStack gap="2">
            {user ? (
              <Button asChild colorPalette="teal">
                <RouterLink to={dashboardOf[user.role]}>Meu Painel</RouterLink>
              </Button>
            ) : (
              <>
                <Button asChild variant="ghost">
                  <RouterLink to={paths.login}>Entrar</RouterLink>
                </Button>
                <Button asChild colorPalette="teal">
                  <RouterLink to={paths.register}>Cadastrar</RouterLink>
                </Button>
              </>
            )}
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
}
