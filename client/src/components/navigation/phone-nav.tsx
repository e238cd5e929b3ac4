import { useRef, useState } from 'react';
import { Box, Button, CloseButton, Drawer, Flex, Portal, Stack, Text } from '@chakra-ui/react';
import { LuLogOut, LuMenu } from 'react-icons/lu';
import { Brand } from '../brand.tsx';
import { SideNav, type NavItem } from './side-nav.tsx';

interface PhoneNavProps {
  items: NavItem[];
  /** The menu's name, the same as the wide screen's side menu. */
  label: string;
  brandTo?: string;
  userName: string;
  roleLabel: string;
  onLogout: () => void;
}

/**
 * Below `lg` (phones and tablets, whose pages are laid out for the full width): a bar with the brand and
 * 'Menu', which opens a drawer with the whole menu and 'Sair'.
 * Escape or the close button return focus to 'Menu'; choosing a page hands it to that page's content.
 */
export function PhoneNav({ items, label, brandTo, userName, roleLabel, onLogout }: PhoneNavProps) {
  const [open, setOpen] = useState(false);
  const navigated = useRef(false);
  const focusAfterClose = () => (navigated.current ? document.querySelector<HTMLElement>('main') : null);
  return (
    <Flex
      as="header"
      display={{ base: 'flex', lg: 'none' }}
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="white"
      borderBottomWidth="1px"
      px="4"
      py="2"
      align="center"
      justify="space-between"
    >
      <Brand to={brandTo} />
      <Drawer.Root
        placement="start"
        size="xs"
        open={open}
        onOpenChange={({ open: next }) => {
          if (next) navigated.current = false;
          setOpen(next);
        }}
        finalFocusEl={focusAfterClose}
      >
        <Drawer.Trigger asChild>
          <Button variant="outline" size="sm">
            <LuMenu /> Menu
          </Button>
        </Drawer.Trigger>
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content>
              <Drawer.Header borderBottomWidth="1px" pe="12">
                <Stack gap="1" minW="0">
                  <Drawer.Title>Menu</Drawer.Title>
                  <Text fontWeight="semibold" truncate>
                    {userName}
                  </Text>
                  <Text fontSize="sm" color="gray.500">
                    {roleLabel}
                  </Text>
                </Stack>
              </Drawer.Header>
              <Drawer.Body py="4" px="3">
                <SideNav
                  items={items}
                  label={label}
                  onNavigate={() => {
                    navigated.current = true;
                    setOpen(false);
                  }}
                />
              </Drawer.Body>
              <Drawer.Footer justifyContent="stretch">
                <Box w="full">
                  <Button variant="outline" w="full" onClick={onLogout}>
                    <LuLogOut /> Sair
                  </Button>
                </Box>
              </Drawer.Footer>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Fechar menu" />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    </Flex>
  );
}
