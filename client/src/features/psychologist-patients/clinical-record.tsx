import { Alert, Button, Card, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LuLock } from 'react-icons/lu';
import { isCancelledStatus } from '@acolhe/shared/appointments';
import { recordEntryKindLabels, type RecordEntryKind } from '@acolhe/shared/clinical-records';
import { useCalendar } from '../../lib/calendar.tsx';
import { errorMessage } from '../../lib/error-message.ts';
import { useTRPC, type RouterOutputs } from '../../lib/trpc.ts';
import { NewEntry } from './new-entry.tsx';
import { RecordEntryCard } from './record-entry-card.tsx';

const singleSections: RecordEntryKind[] = ['identification', 'demand'];

function Section({ kind, children }: { kind: RecordEntryKind; children: ReactNode }) {
  return (
    <Stack as="section" aria-label={recordEntryKindLabels[kind]} gap="2">
      <Heading as="h3" size="sm">
        {recordEntryKindLabels[kind]}
      </Heading>
      {children}
    </Stack>
  );
}

function SingleSection({
  patientId,
  kind,
  entry,
}: {
  patientId: number;
  kind: RecordEntryKind;
  entry?: RouterOutputs['psychologist']['records']['get']['entries'][number];
}) {
  return (
    <Section kind={kind}>
      {entry ? (
        <RecordEntryCard patientId={patientId} entry={entry} />
      ) : (
        <NewEntry patientId={patientId} kind={kind} buttonLabel="Registrar" />
      )}
    </Section>
  );
}

/** The prontuário (CFP 01/2009 art. 2): read and written only by its author; every access is audited. */
interface ClinicalRecordProps {
  patient: RouterOutputs['psychologist']['patients']['get'];
  /** When the patient's consultations were loaded: the ones started by then can get an evolution. */
  loadedAt: number;
}

export function ClinicalRecord({ patient, loadedAt }: ClinicalRecordProps) {
  const trpc = useTRPC();
  const calendar = useCalendar();
  const record = useQuery(trpc.psychologist.records.get.queryOptions({ patientId: patient.id }));
  if (record.isPending) return <Skeleton h="48" />;
  if (record.isError) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{errorMessage(record.error, 'Não foi possível carregar o prontuário.')}</Alert.Title>
        <Button size="sm" variant="outline" ms="auto" onClick={() => void record.refetch()}>
          Tentar novamente
        </Button>
      </Alert.Root>
    );
  }
  const entries = record.data.entries;
  const single = (kind: RecordEntryKind) => entries.find((entry) => entry.kind === kind);
  const evolutions = entries
    .filter((entry) => entry.kind === 'evolution')
    .sort((a, b) => (a.appointmentStartsAt ?? '').localeCompare(b.appointmentStartsAt ?? ''));
  const notes = entries.filter((entry) => entry.kind === 'note');
  const withEvolution = new Set(evolutions.map((entry) => entry.appointmentId));
  const openConsultations = patient.consultations
    .filter((c) => !isCancelledStatus(c.status) && Date.parse(c.startsAt) <= loadedAt && !withEvolution.has(c.id))
    .map((c) => ({ id: c.id, label: calendar.formatDateTime(c.startsAt) }));

  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h2" size="lg">
          Prontuário
        </Heading>
        <Text fontSize="sm" color="gray.600" display="flex" alignItems="center" gap="1">
          <LuLock /> Visível só para você. Correções criam uma nova versão e mantêm as anteriores.
        </Text>
      </Card.Header>
      <Card.Body>
        <Stack gap="6">
          {singleSections.map((kind) => (
            <SingleSection key={kind} patientId={patient.id} kind={kind} entry={single(kind)} />
          ))}
          <Section kind="evolution">
            {evolutions.length === 0 && (
              <Text fontSize="sm" color="gray.600">
                Nenhuma evolução registrada.
              </Text>
            )}
            {evolutions.map((entry) => (
              <RecordEntryCard
                key={entry.entryId}
                patientId={patient.id}
                entry={entry}
                title={
                  entry.appointmentStartsAt
                    ? `Sessão de ${calendar.formatDateTime(entry.appointmentStartsAt)}`
                    : undefined
                }
              />
            ))}
            {openConsultations.length > 0 && (
              <NewEntry
                patientId={patient.id}
                kind="evolution"
                buttonLabel="Registrar evolução"
                consultations={openConsultations}
              />
            )}
          </Section>
          <SingleSection patientId={patient.id} kind="closure" entry={single('closure')} />
          <Section kind="note">
            {notes.map((entry) => (
              <RecordEntryCard key={entry.entryId} patientId={patient.id} entry={entry} />
            ))}
            <NewEntry patientId={patient.id} kind="note" buttonLabel="Nova anotação" />
          </Section>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
