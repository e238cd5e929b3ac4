import { useEffect, useState } from 'react';
import { Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { LuUserSearch } from 'react-icons/lu';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { Pager } from '../../../components/pager.tsx';
import { useTRPC } from '../../../lib/trpc.ts';
import { useDebouncedField } from '../../../lib/use-debounced-field.ts';
import { ApplicationDialogs } from './application-dialogs.tsx';
import { ApplicationFilters } from './application-filters.tsx';
import { ApplicationList, ApplicationListError, ApplicationListLoading } from './application-list.tsx';
import { ApplicationStatusTabs } from './application-status-tabs.tsx';
import type { Application } from './application-format.ts';
import { useApplicationDecisions } from './use-application-decisions.ts';
import { useApplicationFilters } from './use-application-filters.ts';

const searchDelayMs = 250;
const pageSize = 20;

function resultCount(total: number): string {
  return total === 1 ? '1 candidatura' : `${total} candidaturas`;
}

export function AdminApplicationsPage() {
  const trpc = useTRPC();
  const filters = useApplicationFilters();
  const searchField = useDebouncedField(filters.search, filters.setSearch, searchDelayMs);
  const [selected, setSelected] = useState<Application | null>(null);
  const [rejecting, setRejecting] = useState<Application | null>(null);

  const list = useQuery({
    ...trpc.admin.applications.list.queryOptions({
      search: filters.search || undefined,
      status: filters.status,
      page: filters.page,
      pageSize,
    }),
    placeholderData: keepPreviousData,
  });

  const decisions = useApplicationDecisions({
    onDecided: () => {
      setRejecting(null);
      setSelected(null);
    },
  });

  // A decision can empty the last page (its applicants leave the tab): show the new last page instead.
  const lastPage = list.data && !list.isPlaceholderData ? Math.max(1, Math.ceil(list.data.total / pageSize)) : null;
  const { setPage } = filters;
  useEffect(() => {
    if (lastPage !== null && filters.page > lastPage) setPage(lastPage, { replace: true });
  }, [filters.page, lastPage, setPage]);

  const clear = () => {
    searchField.cancel();
    filters.clear();
  };
  const changePage = (page: number) => {
    filters.setPage(page);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const renderList = () => {
    if (list.isPending) return <ApplicationListLoading />;
    if (list.isError) return <ApplicationListError error={list.error} onRetry={() => void list.refetch()} />;
    const { items, total } = list.data;
    if (items.length === 0) {
      return (
        <EmptyState
          icon={<LuUserSearch />}
          title="Nenhuma candidatura encontrada"
          description="Ajuste os filtros ou aguarde novas candidaturas"
        />
      );
    }
    return (
      <>
        <Text fontSize="sm" color="gray.600" mb="3" aria-live="polite" data-testid="application-count">
          {resultCount(total)}
        </Text>
        <ApplicationList
          applications={items}
          stale={list.isPlaceholderData}
          approvingId={decisions.approvingId}
          rejectingId={decisions.rejectingId}
          onApprove={setSelected}
          onReject={setRejecting}
          onShowDetails={setSelected}
        />
        <Pager page={list.data.page} totalPages={Math.ceil(total / list.data.pageSize)} onPageChange={changePage} />
      </>
    );
  };

  return (
    <>
      <PageHeader title="Aprovação de Psicólogos" description="Analise as candidaturas de psicólogos à plataforma" />
      <ApplicationFilters search={searchField.draft} onSearchChange={searchField.change} onClear={clear} />
      <ApplicationStatusTabs status={filters.status} totals={list.data?.totals} onStatusChange={filters.setStatus}>
        {renderList()}
      </ApplicationStatusTabs>
      <ApplicationDialogs
        decisions={decisions}
        selected={selected}
        onCloseDetails={() => setSelected(null)}
        rejecting={rejecting}
        onReject={setRejecting}
        onCloseReject={() => setRejecting(null)}
      />
    </>
  );
}
