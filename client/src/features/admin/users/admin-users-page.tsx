import { useState } from 'react';
import { Alert, Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { LuUsers } from 'react-icons/lu';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { Pager } from '../../../components/pager.tsx';
import { useAuthSession } from '../../../lib/auth-session.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useTRPC, type RouterOutputs } from '../../../lib/trpc.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { UserActivationDialog } from './user-activation-dialog.tsx';
import { UserFilters, type RoleFilter, type StatusFilter } from './user-filters.tsx';
import { UserCards } from './user-cards.tsx';
import { UsersTable } from './users-table.tsx';
import { useUserActivation } from './use-user-activation.ts';

type ManagedUser = RouterOutputs['admin']['users']['list']['items'][number];

const searchDelayMs = 250;
const pageSize = 20;

export function AdminUsersPage() {
  const trpc = useTRPC();
  const { user: currentUser } = useAuthSession();
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<RoleFilter>('all');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [page, setPage] = useState(1);
  const [confirming, setConfirming] = useState<ManagedUser | null>(null);
  const debouncedSearch = useDebouncedValue(search.trim(), searchDelayMs);
  const list = useQuery({
    ...trpc.admin.users.list.queryOptions({
      search: debouncedSearch || undefined,
      role: role === 'all' ? undefined : role,
      status: status === 'all' ? undefined : status,
      page,
      pageSize,
    }),
    placeholderData: keepPreviousData,
  });
  const activation = useUserActivation({ onDone: () => setConfirming(null) });
  // Any filter change starts again from the first page.
  const filtered =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  const renderList = () => {
    if (list.isPending) {
      return (
        <Stack gap="2" aria-busy="true">
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} h="14" />
          ))}
        </Stack>
      );
    }
    if (list.isError) {
      return (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{errorMessage(list.error, 'Não foi possível carregar os usuários.')}</Alert.Title>
          <Button size="sm" variant="outline" ms="auto" onClick={() => void list.refetch()}>
            Tentar novamente
          </Button>
        </Alert.Root>
      );
    }
    const { items, total } = list.data;
    if (items.length === 0) {
      return <EmptyState icon={<LuUsers />} title="Nenhum usuário encontrado" description="Ajuste a busca ou os filtros" />;
    }
    return (
      <>
        <Text fontSize="sm" color="gray.600" mb="3">
          {total === 1 ? '1 usuário encontrado' : `${total} usuários encontrados`}
        </Text>
        <UsersTable
          users={items}
          currentUserId={currentUser?.id}
          stale={list.isPlaceholderData}
          onChangeActivation={setConfirming}
        />
        <UserCards
          users={items}
          currentUserId={currentUser?.id}
          stale={list.isPlaceholderData}
          onChangeActivation={setConfirming}
        />
        <Pager page={list.data.page} totalPages={Math.ceil(total / list.data.pageSize)} onPageChange={setPage} />
      </>
    );
  };

  return (
    <>
      <PageHeader title="Usuários" description="Todas as contas da plataforma: pacientes, psicólogos e administradores." />
      <UserFilters
        search={search}
        role={role}
        status={status}
        onSearchChange={filtered(setSearch)}
        onRoleChange={filtered(setRole)}
        onStatusChange={filtered(setStatus)}
      />
      {renderList()}
      <UserActivationDialog
        user={confirming}
        busy={activation.busy}
        onConfirm={activation.change}
        onClose={() => setConfirming(null)}
      />
    </>
  );
}
