import { Avatar, Box, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { Outlet } from 'react-router';
import { LuLogOut } from 'react-icons/lu';
import { initialsOf } from '@acolhe/shared/names';
import { Brand } from '../../components/brand.tsx';
import { SideNav, type NavItem } from '../../components/side-nav.tsx';
import { useAuthSession } from '../../lib/auth-session.tsx';
import { useLogout } from '../../lib/use-logout.ts';

/** The patient's and the psychologist's area: a sidebar with the user, the menu and 'Sair'. */
export function SidebarLayout({ items, roleLabel }: { items: NavItem[]; roleLabel: string }) {
  const { user } = useAuthSession();
  const logout = useLogout();
  return (
    <Flex direction={{ base: 'column', lg: 'row' }} minH="100vh">
      <Box
        as="aside"
        w={{ base: 'full', lg: '64' }}
        bg="white"
        borderRightWidth={{ base: '0', lg: '1px' }}
        borderBottomWidth={{ base: '1px', lg: '0' }}
        p="4"
        position={{ lg: 'sticky' }}
        top="0"
        h={{ lg: '100vh' }}
      >
        <Stack gap="5" h="full">
          <Flex justify="space-between" align="center">
            <Brand />
            <Button display={{ base: 'inline-flex', lg: 'none' }} size="sm" variant="ghost" onClick={() => void logout()}>
              <LuLogOut /> Sair
            </Button>
          </Flex>
          <HStack display={{ base: 'none', lg: 'flex' }} gap="3">
            <Avatar.Root size="sm" colorPalette="teal">
              <Avatar.Fallback>{initialsOf(user?.name ?? '')}</Avatar.Fallback>
            </Avatar.Root>
            <Stack gap="0" minW="0">
              <Text fontWeight="semibold" truncate data-testid="current-user-name">
                {user?.name}
              </Text>
              <Text fontSize="sm" color="gray.500">
                {roleLabel}
              </Text>
            </Stack>
          </HStack>
          <SideNav items={items} label={`Menu ${roleLabel}`} />
          <Box flex="1" display={{ base: 'none', lg: 'block' }} />
          <Button display={{ base: 'none', lg: 'inline-flex' }} variant="outline" onClick={() => void logout()}>
            <LuLogOut /> Sair
          </Button>
        </Stack>
      </Box>
      <Box as="main" flex="1" p={{ base: '4', md: '8' }} minW="0">
        <Outlet />
      </Box>
    </Flex>
  );
}
