import { Box, Button, Flex, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { Outlet } from 'react-router';
import {
  LuBuilding2,
  LuChartColumn,
  LuLayoutDashboard,
  LuLogOut,
  LuSettings,
  LuShieldCheck,
  LuUserCheck,
  LuUsers,
  LuWallet,
} from 'react-icons/lu';
import { Brand } from '../../components/brand.tsx';
import { PhoneNav } from '../../components/navigation/phone-nav.tsx';
import { SideNav } from '../../components/navigation/side-nav.tsx';
import { useAuthSession } from '../../lib/auth-session.tsx';
import { paths } from '../../lib/paths.ts';
import { useLogout } from '../../lib/use-logout.ts';

const items = [
  { to: paths.admin.dashboard, label: 'Dashboard', icon: LuLayoutDashboard },
  { to: paths.admin.psychologists, label: 'Aprovação de Psicólogos', icon: LuUserCheck },
  { to: paths.admin.users, label: 'Usuários', icon: LuUsers },
  { to: paths.admin.companies, label: 'Empresas Conveniadas', icon: LuBuilding2 },
  { to: paths.admin.reports, label: 'Relatórios', icon: LuChartColumn },
  { to: paths.admin.financial, label: 'Financeiro', icon: LuWallet },
  { to: paths.admin.settings, label: 'Configurações', icon: LuSettings },
  { to: paths.admin.security, label: 'Segurança', icon: LuShieldCheck },
];

const menuLabel = 'Menu administrativo';
const roleLabel = 'Administrador';

/** A header with the user and 'Sair' above the side menu; on a phone, a bar whose menu drawer holds all three. */
export function AdminLayout() {
  const { user } = useAuthSession();
  const logout = useLogout();
  return (
    <Flex direction="column" minH="100vh">
      <PhoneNav
        items={items}
        label={menuLabel}
        brandTo={paths.admin.dashboard}
        userName={user?.name ?? ''}
        roleLabel={roleLabel}
        onLogout={() => void logout()}
      />
      <Flex as="header" display={{ base: 'none', lg: 'flex' }} bg="white" borderBottomWidth="1px" px="6" py="3" align="center" justify="space-between" gap="3">
        <HStack gap="4">
          <Brand to={paths.admin.dashboard} />
          <Heading as="p" size="md" color="gray.600">
            Painel Administrativo
          </Heading>
        </HStack>
        <HStack gap="4">
          <Stack gap="0" textAlign="right">
            <Text fontWeight="semibold" data-testid="current-user-name">
              {user?.name}
            </Text>
            <Text fontSize="sm" color="gray.500">
              {roleLabel}
            </Text>
          </Stack>
          <Button variant="outline" size="sm" onClick={() => void logout()}>
            <LuLogOut /> Sair
          </Button>
        </HStack>
      </Flex>
      <Flex flex="1">
        <Box as="aside" display={{ base: 'none', lg: 'block' }} w={{ lg: '64', xl: '72' }} flexShrink="0" bg="white" borderRightWidth="1px" p="4">
          <SideNav items={items} label={menuLabel} />
        </Box>
        {/* Focusable so the phone menu can hand focus to the page it opened. */}
        <Box as="main" flex="1" p={{ base: '4', md: '8' }} minW="0" tabIndex={-1} outline="none">
          <Outlet />
        </Box>
      </Flex>
    </Flex>
  );
}
