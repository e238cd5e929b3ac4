import { Alert, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../lib/error-message.ts';
import { useCalendar } from '../../lib/calendar.tsx';
import { useTRPC } from '../../lib/trpc.ts';

/** Every version of an entry, newest first: a correction never hides what was written before. */
export function EntryHistory({ patientId, entryId }: { patientId: number; entryId: number }) {
  const trpc = useTRPC();
  const calendar = useCalendar();
  const history = useQuery(trpc.psychologist.records.history.queryOptions({ patientId, entryId }));
  if (history.isPending) return <Skeleton h="16" />;
  if (history.isError) {
    return (
      <Alert.Root status="error" size="sm">
        <Alert.Indicator />
        <Alert.Title>{errorMessage(history.error, 'Não foi possível carregar o histórico.')}</Alert.Title>
      </Alert.Root>
    );
  }
  return (
    <Stack as="ol" gap="3" listStyleType="none" aria-label="Histórico de versões">
      {history.data.versions.map((version) => (
        <Stack as="li" key={version.version} gap="1" borderLeftWidth="3px" borderColor="gray.200" ps="3">
          <Text fontSize="xs" color="gray.500">
            Versão {version.version} · {calendar.formatDateTime(version.createdAt)}
          </Text>
          {version.error === null ? (
            <Text fontSize="sm" whiteSpace="pre-wrap">
              {version.text}
            </Text>
          ) : (
            <Text fontSize="sm" color="red.600">
              {version.error}
            </Text>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
