import { Alert, Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LuUsers } from 'react-icons/lu';
import { EmptyState } from '../../components/empty-state.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { errorMessage } from '../../lib/error-message.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { PatientFilters, type StatusFilter } from './patient-filters.tsx';
import { PatientRow } from './patient-row.tsx';
import { Pager } from '../../components/pager.tsx';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';

const searchDelayMs = 250;

export function PatientsPage() {
  const trpc = useTRPC();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [page, setPage] = useState(1);
  const debouncedSearch = useDebouncedValue(search.trim(), searchDelayMs);
  const list = useQuery({
    ...trpc.psychologist.patients.list.queryOptions({
      search: debouncedSearch || undefined,
      status: status === 'all' ? undefined : status,
      page,
    }),
    placeholderData: keepPreviousData,
  });

  const renderList = () => {
    if (list.isPending) {
      return (
        <Stack gap="3" aria-busy="true">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} h="24" />
          ))}
        </Stack>
      );
    }
    if (list.isError) {
      return (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{errorMessage(list.error, 'Não foi possível carregar seus pacientes.')}</Alert.Title>
          <Button size="sm" variant="outline" ms="auto" onClick={() => void list.refetch()}>
            Tentar novamente
          </Button>
        </Alert.Root>
      );
    }
    const { items, total, pageSize } = list.data;
    if (items.length === 0) {
      const filtering = debouncedSearch !== '' || status !== 'all';
      return (
        <EmptyState
          icon={<LuUsers />}
          title={filtering ? 'Nenhum paciente encontrado' : 'Você ainda não tem pacientes'}
          description={
            filtering
              ? 'Ajuste a busca ou o filtro de status'
              : 'Os pacientes aparecem aqui quando agendam uma consulta com você'
          }
        />
      );
    }
    return (
      <>
        <Text fontSize="sm" color="gray.600" mb="3">
          {total === 1 ? '1 paciente' : `${total} pacientes`}
        </Text>
        <Stack as="ul" gap="3" listStyleType="none" aria-label="Pacientes">
          {items.map((patient) => (
            <PatientRow key={patient.id} patient={patient} />
          ))}
        </Stack>
        <Pager
          page={list.data.page}
          totalPages={Math.ceil(total / pageSize)}
          onPageChange={setPage}
        />
      </>
    );
  };

  return (
    <>
      <PageHeader title="Pacientes" description="As pessoas que agendaram consultas com você." />
      <PatientFilters
        search={search}
        status={status}
        onSearchChange={(value) => {
          setSearch(value);
          setPage(1);
        }}
        onStatusChange={(value) => {
          setStatus(value);
          setPage(1);
        }}
      />
      {renderList()}
    </>
  );
}
