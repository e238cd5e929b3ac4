import { Alert, Button, Card, Grid, HStack, Link, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { LuArrowLeft } from 'react-icons/lu';
import { PageHeader } from '../../components/page-header.tsx';
import { useCalendar } from '../../lib/calendar.tsx';
import { errorMessage } from '../../lib/error-message.ts';
import { paths, useIdParam } from '../../lib/paths.ts';
import { useTRPC, type RouterOutputs } from '../../lib/trpc.ts';
import { ClinicalRecord } from './clinical-record.tsx';
import { ConsultationHistory } from './consultation-history.tsx';
import { PatientStatusBadge } from './patient-status-badge.tsx';
import { WeeklySeriesCard } from './weekly-series-card.tsx';

function Identity({ patient }: { patient: RouterOutputs['psychologist']['patients']['get'] }) {
  const calendar = useCalendar();
  const facts = [
    ['E-mail', patient.email],
    ['Telefone', patient.phone ?? 'Sem telefone'],
    ['Sessões realizadas', String(patient.totalSessions)],
    ['Última sessão', patient.lastSession ? calendar.formatDate(patient.lastSession) : '—'],
    ['Próxima sessão', patient.nextSession ? calendar.formatDateTime(patient.nextSession) : '—'],
  ];
  return (
    <Card.Root>
      <Card.Body>
        <Stack gap="3">
          <HStack gap="2">
            <PatientStatusBadge status={patient.status} />
            {patient.accountDeleted && (
              <Text fontSize="sm" color="gray.600">
                Conta excluída pelo paciente
              </Text>
            )}
          </HStack>
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 5 }} gap="3">
            {facts.map(([label, value]) => (
              <Stack key={label} gap="0" minW="0">
                <Text fontSize="xs" color="gray.500">
                  {label}
                </Text>
                <Text fontSize="sm" wordBreak="break-word">
                  {value}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

export function PatientPage() {
  const trpc = useTRPC();
  const patientId = useIdParam('patientId');
  const patient = useQuery(
    trpc.psychologist.patients.get.queryOptions({ patientId }, { enabled: patientId > 0 }),
  );
  const back = (
    <Link asChild fontSize="sm" colorPalette="teal" mb="3">
      <RouterLink to={paths.psychologist.patients}>
        <LuArrowLeft /> Voltar para Pacientes
      </RouterLink>
    </Link>
  );
  if (patientId === 0 || patient.isError) {
    return (
      <>
        {back}
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{errorMessage(patient.error, 'Paciente não encontrado')}</Alert.Title>
          {patientId > 0 && (
            <Button size="sm" variant="outline" ms="auto" onClick={() => void patient.refetch()}>
              Tentar novamente
            </Button>
          )}
        </Alert.Root>
      </>
    );
  }
  if (patient.isPending) {
    return (
      <Stack gap="4" aria-busy="true">
        <Skeleton h="10" w="60" />
        <Skeleton h="24" />
        <Skeleton h="64" />
      </Stack>
    );
  }
  return (
    <>
      {back}
      <PageHeader title={patient.data.name} description="Dados do paciente, consultas e prontuário." />
      <Stack gap="6">
        <Identity patient={patient.data} />
        {!patient.data.accountDeleted && <WeeklySeriesCard patientId={patient.data.id} />}
        <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="6" alignItems="start">
          <ClinicalRecord patient={patient.data} loadedAt={patient.dataUpdatedAt} />
          <ConsultationHistory consultations={patient.data.consultations} />
        </Grid>
      </Stack>
    </>
  );
}
