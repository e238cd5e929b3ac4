import type { IconType } from 'react-icons';
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { NavLink } from 'react-router';

export interface NavItem {
  to: string;
  label: string;
  icon: IconType;
}

interface SideNavProps {
  items: NavItem[];
  label: string;
  /** Called when an item is chosen: the phone drawer closes on it. */
  onNavigate?: () => void;
}

/**
 * The area's menu, one item a line; a long label wraps inside its pill rather than overflowing it.
 * NavLink marks the current item with aria-current="page".
 */
export function SideNav({ items, label, onNavigate }: SideNavProps) {
  return (
    <Box as="nav" aria-label={label}>
      <Stack gap="1">
        {items.map(({ to, label: text, icon: Icon }) => (
          <NavLink key={to} to={to} end onClick={onNavigate}>
            {({ isActive }) => (
              <HStack
                px="3"
                py="2"
                align="start"
                borderRadius="md"
                bg={isActive ? 'brand.subtle' : 'transparent'}
                color={isActive ? 'brand.fg' : 'gray.700'}
                fontWeight={isActive ? 'semibold' : 'normal'}
                _hover={{ bg: 'gray.100' }}
              >
                {/* One line's height, so the icon sits on the first line of a wrapped label. */}
                <Box as="span" display="inline-flex" alignItems="center" h="1.5rem" flexShrink="0">
                  <Icon />
                </Box>
                <Text lineHeight="1.5rem" minW="0">
                  {text}
                </Text>
              </HStack>
            )}
          </NavLink>
        ))}
      </Stack>
    </Box>
  );
}
