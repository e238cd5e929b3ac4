import type { IconType } from 'react-icons';
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { NavLink } from 'react-router';

export interface NavItem {
  to: string;
  label: string;
  icon: IconType;
}

/** Vertical on wide screens, a scrolling row on a phone. */
export function SideNav({ items, label }: { items: NavItem[]; label: string }) {
  return (
    <Box as="nav" aria-label={label}>
      <Stack direction={{ base: 'row', lg: 'column' }} gap="1" overflowX={{ base: 'auto', lg: 'visible' }} pb={{ base: '2', lg: '0' }}>
        {items.map(({ to, label: text, icon: Icon }) => (
          <NavLink key={to} to={to} end>
            {({ isActive }) => (
              <HStack
                px="3"
                py="2"
                borderRadius="md"
                whiteSpace="nowrap"
                bg={isActive ? 'brand.subtle' : 'transparent'}
                color={isActive ? 'brand.fg' : 'gray.700'}
                fontWeight={isActive ? 'semibold' : 'normal'}
                _hover={{ bg: 'gray.100' }}
                aria-current={isActive ? 'page' : undefined}
              >
                <Box as="span" display="inline-flex" flexShrink="0">
                  <Icon />
                </Box>
                <Text>{text}</Text>
              </HStack>
            )}
          </NavLink>
        ))}
      </Stack>
    </Box>
  );
}
