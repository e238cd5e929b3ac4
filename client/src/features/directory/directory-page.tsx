import { Box, Button, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { directoryPageSize } from '@acolhe/shared/directory-sorts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { LuRefreshCw, LuSearchX } from 'react-icons/lu';
import { EmptyState } from '../../components/empty-state.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { errorMessage } from '../../lib/error-message.ts';
import { useTRPC, type RouterOutputs } from '../../lib/trpc.ts';
import { DirectoryFilters } from './directory-filters.tsx';
import { formatResultCount } from './directory-format.ts';
import { DirectoryPagination } from './directory-pagination.tsx';
import { cardHeight, PsychologistCard } from './psychologist-card.tsx';
import { PsychologistInviteBanner } from './psychologist-invite-banner.tsx';
import { useDebouncedField } from '../../lib/use-debounced-field.ts';
import { useDirectoryFilters } from './use-directory-filters.ts';

type DirectoryResult = RouterOutputs['directory']['list'];

const searchDelayMs = 300;

function DirectoryResults({ result, stale, onPageChange }: { result: DirectoryResult; stale: boolean; onPageChange: (page: number) => void }) {
  const totalPages = Math.max(1, Math.ceil(result.total / result.pageSize));
  return (
    <>
      {/* With no match the empty state says so (and is announced): the count would only repeat it. */}
      {result.total > 0 && (
        <Text color="gray.600" mb="4" aria-live="polite" data-testid="directory-count">
          {formatResultCount(result.total)}
        </Text>
      )}
      {result.items.length === 0 ? (
        <Box role="status">
          <EmptyState icon={<LuSearchX />} title="Nenhum psicólogo encontrado" description="Tente outro nome ou especialidade." />
        </Box>
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4" opacity={stale ? 0.6 : 1} aria-busy={stale} transition="opacity 0.2s">
          {result.items.map((psychologist) => (
            <PsychologistCard key={psychologist.id} psychologist={psychologist} />
          ))}
        </SimpleGrid>
      )}
      <DirectoryPagination page={result.page} totalPages={totalPages} onPageChange={onPageChange} />
    </>
  );
}

/** Holds the room the first page of cards will take, so nothing below jumps when they arrive. */
function DirectoryPlaceholder() {
  return (
    <Stack gap="0" role="status" aria-label="Carregando psicólogos...">
      <Skeleton height="6" width="48" mb="4" />
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
        {Array.from({ length: directoryPageSize }, (_, index) => (
          <Skeleton key={index} height={cardHeight} borderRadius="l3" />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

export function DirectoryPage() {
  const trpc = useTRPC();
  const filters = useDirectoryFilters();
  const searchField = useDebouncedField(filters.search, filters.setSearch, searchDelayMs);
  const list = useQuery({
    ...trpc.directory.list.queryOptions({
      search: filters.search || undefined,
      specialty: filters.specialty === 'all' ? undefined : filters.specialty,
      sort: filters.sort,
      page: filters.page,
    }),
    placeholderData: keepPreviousData,
  });

  const clear = () => {
    searchField.cancel();
    filters.clear();
  };
  const changePage = (page: number) => {
    filters.setPage(page);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <>
      <PageHeader title="Encontre seu psicólogo" description="Profissionais aprovados pelo Acolhe, com atendimento online." />
      <DirectoryFilters
        search={searchField.draft}
        specialty={filters.specialty}
        sort={filters.sort}
        onSearchChange={searchField.change}
        onSpecialtyChange={filters.setSpecialty}
        onSortChange={filters.setSort}
        onClear={clear}
      />
      {list.isPending ? (
        <DirectoryPlaceholder />
      ) : list.isError ? (
        <Stack align="center" py="16" gap="4" role="alert">
          <Text color="red.600">{errorMessage(list.error, 'Não foi possível carregar os psicólogos.')}</Text>
          <Button variant="outline" onClick={() => void list.refetch()}>
            <LuRefreshCw /> Tentar novamente
          </Button>
        </Stack>
      ) : (
        <DirectoryResults result={list.data} stale={list.isPlaceholderData} onPageChange={changePage} />
      )}
      <PsychologistInviteBanner />
    </>
  );
}
