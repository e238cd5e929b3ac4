import { Badge, Button, Card, Flex, Heading, List, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LuFileDown } from 'react-icons/lu';
import { formatCount, formatInteger, formatMoney } from '@acolhe/shared/format';
import { receiptMessages, receiptsExportedMessage } from '@acolhe/shared/receipts';
import { LoadError } from '../../components/load-error.tsx';
import { downloadCsv } from '../../lib/download-csv.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { useTRPC, type RouterOutputs } from '../../lib/trpc.ts';

type PendingReceipts = RouterOutputs['psychologist']['receipts']['pending'];

function ReadyTable({ ready }: { ready: PendingReceipts['ready'] }) {
  if (ready.total === 0) return <Text color="gray.600">Nenhuma consulta com recibo pendente.</Text>;
  const more = ready.total - ready.listed.length;
  return (
    <Stack gap="2">
      <Table.ScrollArea maxH="360px" overflowY="auto" tabIndex={0} focusVisibleRing="inside">
        <Table.Root size="sm" stickyHeader>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Data</Table.ColumnHeader>
              <Table.ColumnHeader>Paciente</Table.ColumnHeader>
              <Table.ColumnHeader>Quem paga</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Valor</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {ready.listed.map((row) => (
              <Table.Row key={row.appointmentId}>
                <Table.Cell whiteSpace="nowrap">{row.date}</Table.Cell>
                <Table.Cell>{row.patientName}</Table.Cell>
                <Table.Cell>{row.paidByResponsible ? 'Responsável financeiro' : 'Paciente'}</Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {formatMoney(row.priceCents)}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {more > 0 && <Text color="gray.600">e mais {formatCount(more, 'consulta', 'consultas')}. O arquivo traz todas, da mais antiga para a mais recente.</Text>}
    </Stack>
  );
}

function NeedingCpf({ patients }: { patients: PendingReceipts['needingCpf'] }) {
  if (patients.length === 0) return null;
  return (
    <Stack as="section" aria-labelledby="receipts-needing-cpf" gap="2">
      <Heading as="h3" size="sm" id="receipts-needing-cpf">
        Precisam de CPF
      </Heading>
      <Text color="gray.600">
        Estas consultas só entram no arquivo quando o paciente informar o CPF dele ou o do responsável financeiro em
        Meu perfil.
      </Text>
      <List.Root ps="5">
        {patients.map((patient) => (
          <List.Item key={patient.patientId}>
            {patient.patientName}: {patient.consultations === 1 ? '1 consulta' : `${formatInteger(patient.consultations)} consultas`} desde{' '}
            {patient.since}
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}

/** Shown to a psychologist who works as an individual: pending receipts and their Carnê-Leão file. */
function PendingReceiptsBody() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const pending = useQuery(trpc.psychologist.receipts.pending.queryOptions());
  const exporter = useMutation(
    trpc.psychologist.receipts.exportCsv.mutationOptions({
      onSuccess: (result) => {
        if (result.file) {
          downloadCsv(result.file);
          notifySuccess(receiptsExportedMessage(result.exported, result.remaining));
        } else notifySuccess(receiptMessages.nothingToExport);
        void queryClient.invalidateQueries({ queryKey: trpc.psychologist.receipts.pending.queryKey() });
      },
      onError: (error) => notifyError(errorMessage(error, receiptMessages.exportError)),
    }),
  );
  if (pending.isPending) return <Skeleton h="40" />;
  if (pending.isError)
    return <LoadError message={errorMessage(pending.error, 'Não foi possível carregar os recibos pendentes.')} onRetry={() => void pending.refetch()} />;
  const { ready, needingCpf, linesPerFile } = pending.data;
  return (
    <Stack gap="5">
      <Flex justify="space-between" align={{ base: 'stretch', sm: 'center' }} gap="3" direction={{ base: 'column', sm: 'row' }}>
        <Flex gap="2" align="center" wrap="wrap">
          <Badge colorPalette={ready.total > 0 ? 'orange' : 'green'} size="lg">
            {ready.total === 1 ? '1 recibo pendente' : `${formatInteger(ready.total)} recibos pendentes`}
          </Badge>
          {needingCpf.length > 0 && (
            <Badge colorPalette="red" size="lg">
              {needingCpf.length === 1 ? '1 paciente sem CPF' : `${formatInteger(needingCpf.length)} pacientes sem CPF`}
            </Badge>
          )}
        </Flex>
        <Button colorPalette="teal" onClick={() => exporter.mutate()} loading={exporter.isPending} loadingText="Exportando..." disabled={ready.total === 0}>
          <LuFileDown /> Exportar para o Carnê-Leão
        </Button>
      </Flex>
      <Text color="gray.600" fontSize="sm">
        Um arquivo traz até {formatInteger(linesPerFile)} pagamentos, dos mais antigos aos mais recentes; depois de exportados, saem desta lista.
        Importe o arquivo no Carnê-Leão Web, que emite os recibos do Receita Saúde. Consultas pagas por empresas parceiras não entram.
      </Text>
      <ReadyTable ready={ready} />
      <NeedingCpf patients={needingCpf} />
    </Stack>
  );
}

export function ReceiptsCard() {
  const trpc = useTRPC();
  const settings = useQuery(trpc.psychologistSettings.receipts.queryOptions());
  if (!settings.data?.asIndividual) return null;
  return (
    <Card.Root as="section" aria-labelledby="receipts-title" size={{ base: 'sm', md: 'md' }}>
      <Card.Header>
        <Card.Title as="h2" id="receipts-title">
          Recibos do Receita Saúde
        </Card.Title>
        <Card.Description>Consultas concluídas cujo recibo ainda não foi exportado.</Card.Description>
      </Card.Header>
      <Card.Body>
        <PendingReceiptsBody />
      </Card.Body>
    </Card.Root>
  );
}
