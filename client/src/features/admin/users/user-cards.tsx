import { Card, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useCalendar } from '../../../lib/calendar.tsx';
import type { RouterOutputs } from '../../../lib/trpc.ts';
import { ActivationButton, roleOf } from './user-activation-button.tsx';
import { UserStatusBadge } from './user-status-badge.tsx';

type ManagedUser = RouterOutputs['admin']['users']['list']['items'][number];

interface UserCardsProps {
  users: ManagedUser[];
  currentUserId: number | undefined;
  stale: boolean;
  onChangeActivation: (user: ManagedUser) => void;
}

/** The users table as cards, for phones. */
export function UserCards({ users, currentUserId, stale, onChangeActivation }: UserCardsProps) {
  const calendar = useCalendar();
  return (
    <Stack as="ul" hideFrom="md" gap="3" listStyleType="none" opacity={stale ? 0.6 : 1} aria-busy={stale} aria-label="Usuários">
      {users.map((user) => (
        <Card.Root as="li" key={user.id} size="sm" aria-label={user.name}>
          <Card.Body gap="2">
            <Flex justify="space-between" gap="2" align="start">
              <Stack gap="0" minW="0">
                <Text fontWeight="medium">{user.name}</Text>
                <Text fontSize="sm" color="gray.600" wordBreak="break-all">
                  {user.email}
                </Text>
              </Stack>
              <UserStatusBadge isActive={user.isActive} />
            </Flex>
            <Text fontSize="sm" color="gray.700">
              {roleOf(user)}
              {user.companyName ? ` · ${user.companyName}` : ''} · desde {calendar.formatDate(user.createdAt)}
            </Text>
            <HStack justify="end">
              <ActivationButton user={user} own={user.id === currentUserId} onClick={() => onChangeActivation(user)} />
            </HStack>
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}
