import { Alert, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuHistory, LuPencil } from 'react-icons/lu';
import { useCalendar } from '../../lib/calendar.tsx';
import { notifySuccess } from '../../lib/notify.ts';
import type { RouterOutputs } from '../../lib/trpc.ts';
import { EntryForm } from './entry-form.tsx';
import { EntryHistory } from './entry-history.tsx';
import { useRecordWrites } from './use-record-writes.ts';

interface RecordEntryCardProps {
  patientId: number;
  entry: RouterOutputs['psychologist']['records']['get']['entries'][number];
  /** The entry's heading; an evolution names its consultation. */
  title?: string;
}

/** One entry's latest text, its correction form and its history of versions. */
export function RecordEntryCard({ patientId, entry, title }: RecordEntryCardProps) {
  const calendar = useCalendar();
  const { correctEntry } = useRecordWrites();
  const [correcting, setCorrecting] = useState(false);
  const [showHistory, setShowHistory] = useState(false);
  const label = title ?? 'Registro';
  return (
    <Box as="article" aria-label={label} borderWidth="1px" borderRadius="md" p="3" bg="white">
      <Stack gap="2">
        {title && <Text fontWeight="semibold">{title}</Text>}
        {correcting ? (
          <EntryForm
            label="Texto corrigido"
            initialText={entry.text ?? ''}
            submitLabel="Salvar correção"
            pending={correctEntry.isPending}
            error={correctEntry.error}
            onCancel={() => {
              correctEntry.reset();
              setCorrecting(false);
            }}
            onSubmit={(text) =>
              correctEntry.mutate(
                { patientId, entryId: entry.entryId, baseVersion: entry.version, text },
                {
                  onSuccess: () => {
                    setCorrecting(false);
                    notifySuccess('Correção registrada. A versão anterior continua no histórico.');
                  },
                },
              )
            }
          />
        ) : entry.error === null ? (
          <Text whiteSpace="pre-wrap">{entry.text}</Text>
        ) : (
          <Alert.Root status="error" size="sm">
            <Alert.Indicator />
            <Alert.Title>{entry.error}</Alert.Title>
          </Alert.Root>
        )}
        <Text fontSize="xs" color="gray.500">
          {entry.version > 1
            ? `Versão ${entry.version} · corrigido em ${calendar.formatDateTime(entry.updatedAt)}`
            : `Registrado em ${calendar.formatDateTime(entry.createdAt)}`}
        </Text>
        <HStack gap="2" wrap="wrap">
          {!correcting && (
            <Button size="xs" variant="outline" onClick={() => setCorrecting(true)}>
              <LuPencil /> Corrigir
            </Button>
          )}
          {entry.version > 1 && (
            <Button
              size="xs"
              variant="ghost"
              onClick={() => setShowHistory((shown) => !shown)}
              aria-expanded={showHistory}
            >
              <LuHistory /> {showHistory ? 'Ocultar histórico' : 'Histórico de versões'}
            </Button>
          )}
        </HStack>
        {showHistory && <EntryHistory patientId={patientId} entryId={entry.entryId} />}
      </Stack>
    </Box>
  );
}
