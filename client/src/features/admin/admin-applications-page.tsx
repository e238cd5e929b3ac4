import { useState } from 'react';
import { useQuery, keepPreviousData } from '@tanstack/react-query';
import { LuUserSearch } from 'react-icons/lu';
import { EmptyState } from '../../components/empty-state.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { ApplicationCounters } from './application-counters.tsx';
import { ApplicationDetailsDialog } from './application-details-dialog.tsx';
import { ApplicationFilters } from './application-filters.tsx';
import type { StatusFilter } from './application-filters.tsx';
import { ApplicationList, ApplicationListError, ApplicationListLoading } from './application-list.tsx';
import type { Application } from './application-types.ts';
import { RejectApplicationDialog } from './reject-application-dialog.tsx';
import { useApplicationDecisions } from './use-application-decisions.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';

const searchDelayMs = 250;

export function AdminApplicationsPage() {
  const trpc = useTRPC();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [selected, setSelected] = useState<Application | null>(null);
  const [rejecting, setRejecting] = useState<Application | null>(null);
  const debouncedSearch = useDebouncedValue(search.trim(), searchDelayMs);

  const list = useQuery({
    ...trpc.admin.applications.list.queryOptions({
      search: debouncedSearch || undefined,
      status: status === 'all' ? undefined : status,
    }),
    placeholderData: keepPreviousData,
  });

  const decisions = useApplicationDecisions({
    onDecided: () => {
      setRejecting(null);
      setSelected(null);
    },
  });

  const clearFilters = () => {
    setSearch('');
    setStatus('all');
  };

  const renderList = () => {
    if (list.isPending) return <ApplicationListLoading />;
    if (list.isError) return <ApplicationListError error={list.error} onRetry={() => void list.refetch()} />;
    if (list.data.length === 0) {
      return (
        <EmptyState
          icon={<LuUserSearch />}
          title="Nenhuma candidatura encontrada"
          description="Ajuste os filtros ou aguarde novas candidaturas"
        />
      );
    }
    return (
      <ApplicationList
        applications={list.data}
        stale={list.isPlaceholderData}
        approvingId={decisions.approvingId}
        rejectingId={decisions.rejectingId}
        onApprove={setSelected}
        onReject={setRejecting}
        onShowDetails={setSelected}
      />
    );
  };

  return (
    <>
      <PageHeader
        title="Aprovação de Psicólogos"
        description="Analise as candidaturas de psicólogos à plataforma"
      />
      <ApplicationCounters />
      <ApplicationFilters
        search={search}
        status={status}
        onSearchChange={setSearch}
        onStatusChange={setStatus}
        onClear={clearFilters}
      />
      {renderList()}
      <ApplicationDetailsDialog
        key={selected?.id ?? 'none'}
        application={selected}
        approving={selected !== null && decisions.approvingId === selected.id}
        rejecting={selected !== null && decisions.rejectingId === selected.id}
        onApprove={decisions.approve}
        onReject={setRejecting}
        onClose={() => setSelected(null)}
      />
      <RejectApplicationDialog
        key={rejecting?.id ?? 'none'}
        application={rejecting}
        rejecting={rejecting !== null && decisions.rejectingId === rejecting.id}
        onConfirm={decisions.reject}
        onClose={() => setRejecting(null)}
      />
    </>
  );
}
