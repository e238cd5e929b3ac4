import { Table, Text } from '@chakra-ui/react';
import { useCalendar } from '../../../lib/calendar.tsx';
import type { RouterOutputs } from '../../../lib/trpc.ts';
import { ActivationButton, roleOf } from './user-activation-button.tsx';
import { UserStatusBadge } from './user-status-badge.tsx';

type ManagedUser = RouterOutputs['admin']['users']['list']['items'][number];

interface UsersTableProps {
  users: ManagedUser[];
  currentUserId: number | undefined;
  /** True while the previous filter's page stays on screen and the new one loads. */
  stale: boolean;
  onChangeActivation: (user: ManagedUser) => void;
}

export function UsersTable({ users, currentUserId, stale, onChangeActivation }: UsersTableProps) {
  const calendar = useCalendar();
  return (
    <Table.ScrollArea hideBelow="md" borderWidth="1px" rounded="md" bg="white" opacity={stale ? 0.6 : 1} aria-busy={stale}>
      <Table.Root size="sm" minW="760px" aria-label="Usuários">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Usuário</Table.ColumnHeader>
            <Table.ColumnHeader>Tipo</Table.ColumnHeader>
            <Table.ColumnHeader>Empresa</Table.ColumnHeader>
            <Table.ColumnHeader>Cadastro</Table.ColumnHeader>
            <Table.ColumnHeader>Situação</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Ações</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {users.map((user) => (
            <Table.Row key={user.id} aria-label={user.name}>
              <Table.Cell>
                <Text fontWeight="medium">{user.name}</Text>
                <Text fontSize="sm" color="gray.600">
                  {user.email}
                </Text>
              </Table.Cell>
              <Table.Cell>{roleOf(user)}</Table.Cell>
              <Table.Cell>{user.companyName ?? '—'}</Table.Cell>
              <Table.Cell>{calendar.formatDate(user.createdAt)}</Table.Cell>
              <Table.Cell>
                <UserStatusBadge isActive={user.isActive} />
              </Table.Cell>
              <Table.Cell textAlign="end">
                <ActivationButton user={user} own={user.id === currentUserId} onClick={() => onChangeActivation(user)} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
