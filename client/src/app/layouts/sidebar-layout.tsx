import { Avatar, Box, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { Outlet } from 'react-router';
import { LuLogOut } from 'react-icons/lu';
import { initialsOf } from '@acolhe/shared/names';
import { Brand } from '../../components/brand.tsx';
import { PhoneNav } from '../../components/navigation/phone-nav.tsx';
import { SideNav, type NavItem } from '../../components/navigation/side-nav.tsx';
import { useAuthSession } from '../../lib/auth-session.tsx';
import { useLogout } from '../../lib/use-logout.ts';

/** The patient's and the psychologist's area: a sidebar with the user, the menu and 'Sair'; on a phone, a menu drawer. */
export function SidebarLayout({ items, roleLabel }: { items: NavItem[]; roleLabel: string }) {
  const { user } = useAuthSession();
  const logout = useLogout();
  const menuLabel = `Menu ${roleLabel}`;
  return (
    <Flex direction={{ base: 'column', lg: 'row' }} minH="100vh">
      <PhoneNav
        items={items}
        label={menuLabel}
        userName={user?.name ?? ''}
        roleLabel={roleLabel}
        onLogout={() => void logout()}
      />
      <Box
        as="aside"
        display={{ base: 'none', lg: 'block' }}
        w="64"
        flexShrink="0"
        bg="white"
        borderRightWidth="1px"
        p="4"
        position="sticky"
        top="0"
        h="100vh"
        overflowY="auto"
      >
        <Stack gap="5" h="full">
          <Brand />
          <HStack gap="3">
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
          <SideNav items={items} label={menuLabel} />
          <Box flex="1" />
          <Button variant="outline" onClick={() => void logout()}>
            <LuLogOut /> Sair
          </Button>
        </Stack>
      </Box>
      {/* Focusable so the phone menu can hand focus to the page it opened. */}
      <Box as="main" flex="1" p={{ base: '4', md: '8' }} minW="0" tabIndex={-1} outline="none">
        <Outlet />
      </Box>
    </Flex>
  );
}
