import { useState } from 'react';
import { Alert, Box, Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { LuBuilding2 } from 'react-icons/lu';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { SearchField } from '../../../components/inputs/search-field.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useTRPC, type RouterOutputs } from '../../../lib/trpc.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { CompaniesTable } from './companies-table.tsx';
import { CompanyCards } from './company-cards.tsx';
import { CompanyTotals } from './company-totals.tsx';
import { CreatedCompanyNotice } from './created-company-notice.tsx';
import { NewCompanyDialog } from './new-company-dialog.tsx';
import { RemoveCompanyDialog } from './remove-company-dialog.tsx';
import { useCompanyActions } from './use-company-actions.ts';

type Company = RouterOutputs['admin']['companies']['list']['items'][number];

const searchDelayMs = 250;

export function AdminCompaniesPage() {
  const trpc = useTRPC();
  const [search, setSearch] = useState('');
  const [created, setCreated] = useState<Company | null>(null);
  const [removing, setRemoving] = useState<Company | null>(null);
  const debouncedSearch = useDebouncedValue(search.trim(), searchDelayMs);
  const list = useQuery({
    ...trpc.admin.companies.list.queryOptions({ search: debouncedSearch || undefined }),
    placeholderData: keepPreviousData,
  });
  const actions = useCompanyActions({
    onRemoved: () => {
      if (created?.id === removing?.id) setCreated(null);
      setRemoving(null);
    },
  });

  const renderList = () => {
    if (list.isPending) {
      return (
        <Stack gap="2" aria-busy="true">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} h="16" />
          ))}
        </Stack>
      );
    }
    if (list.isError) {
      return (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{errorMessage(list.error, 'Não foi possível carregar as empresas.')}</Alert.Title>
          <Button size="sm" variant="outline" ms="auto" onClick={() => void list.refetch()}>
            Tentar novamente
          </Button>
        </Alert.Root>
      );
    }
    const { items, total } = list.data;
    const view = {
      companies: items,
      stale: list.isPlaceholderData,
      togglingId: actions.togglingId,
      changingPlanId: actions.changingPlanId,
      exportingId: actions.exportingId,
      onToggleStatus: actions.toggleStatus,
      onChangePlan: actions.changePlan,
      onExportReport: actions.exportReport,
      onRemove: setRemoving,
    };
    return (
      <>
        <Text fontSize="sm" color="gray.600" mb="3" aria-live="polite">
          {total} empresa(s) encontrada(s)
        </Text>
        {items.length === 0 ? (
          <EmptyState
            icon={<LuBuilding2 />}
            title="Nenhuma empresa encontrada"
            description={debouncedSearch ? 'Ajuste a busca' : 'Adicione a primeira empresa conveniada em Nova Empresa'}
          />
        ) : (
          <>
            <CompaniesTable {...view} />
            <CompanyCards {...view} />
          </>
        )}
      </>
    );
  };

  return (
    <>
      <PageHeader
        title="Empresas Conveniadas"
        description="Empresas parceiras, seus planos e o uso do mês."
        actions={<NewCompanyDialog onCreated={setCreated} />}
      />
      {created && <CreatedCompanyNotice company={created} onClose={() => setCreated(null)} />}
      <CompanyTotals />
      <Box mb="4" role="search" aria-label="Buscar empresas">
        <SearchField value={search} onChange={setSearch} placeholder="Buscar empresas..." />
      </Box>
      {renderList()}
      <RemoveCompanyDialog
        company={removing}
        busy={actions.removing}
        onConfirm={actions.remove}
        onClose={() => setRemoving(null)}
      />
    </>
  );
}
