import { NativeSelect, Stack } from '@chakra-ui/react';
import { accountStatuses, accountStatusLabels, type AccountStatus } from '@acolhe/shared/admin-users';
import { roleLabels, roles, type Role } from '@acolhe/shared/roles';
import { SearchField } from '../../../components/inputs/search-field.tsx';

export type RoleFilter = Role | 'all';
export type StatusFilter = AccountStatus | 'all';

function pick<T extends string>(options: readonly T[], value: string): T | 'all' {
  return options.find((option) => option === value) ?? 'all';
}

interface UserFiltersProps {
  search: string;
  role: RoleFilter;
  status: StatusFilter;
  onSearchChange: (search: string) => void;
  onRoleChange: (role: RoleFilter) => void;
  onStatusChange: (status: StatusFilter) => void;
}

export function UserFilters(props: UserFiltersProps) {
  return (
    <Stack direction={{ base: 'column', md: 'row' }} gap="3" mb="6" role="search" aria-label="Filtrar usuários">
      <SearchField value={props.search} onChange={props.onSearchChange} placeholder="Buscar por nome ou e-mail" />
      <NativeSelect.Root w={{ base: 'full', md: '52' }}>
        <NativeSelect.Field
          bg="white"
          aria-label="Tipo de usuário"
          value={props.role}
          onChange={(event) => props.onRoleChange(pick(roles, event.target.value))}
        >
          <option value="all">Todos os tipos</option>
          {roles.map((role) => (
            <option key={role} value={role}>
              {roleLabels[role]}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <NativeSelect.Root w={{ base: 'full', md: '52' }}>
        <NativeSelect.Field
          bg="white"
          aria-label="Situação"
          value={props.status}
          onChange={(event) => props.onStatusChange(pick(accountStatuses, event.target.value))}
        >
          <option value="all">Todas as situações</option>
          {accountStatuses.map((status) => (
            <option key={status} value={status}>
              {accountStatusLabels[status]}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Stack>
  );
}
