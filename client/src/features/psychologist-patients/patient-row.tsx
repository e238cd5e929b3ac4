import { Card, Flex, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { useCalendar } from '../../lib/calendar.tsx';
import { paths } from '../../lib/paths.ts';
import type { RouterOutputs } from '../../lib/trpc.ts';
import { PatientStatusBadge } from './patient-status-badge.tsx';

type PatientSummary = RouterOutputs['psychologist']['patients']['list']['items'][number];

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap="0">
      <Text fontSize="xs" color="gray.500">
        {label}
      </Text>
      <Text fontSize="sm">{value}</Text>
    </Stack>
  );
}

export function PatientRow({ patient }: { patient: PatientSummary }) {
  const calendar = useCalendar();
  return (
    <Card.Root as="li" aria-label={patient.name} size="sm">
      <Card.Body>
        <Flex direction={{ base: 'column', md: 'row' }} justify="space-between" gap="3">
          <Stack gap="0.5" minW="0">
            <HStack gap="2" wrap="wrap">
              <Link asChild fontWeight="semibold" colorPalette="teal">
                <RouterLink to={paths.psychologist.patient(patient.id)}>{patient.name}</RouterLink>
              </Link>
              <PatientStatusBadge status={patient.status} />
            </HStack>
            <Text fontSize="sm" color="gray.600" truncate>
              {patient.email}
            </Text>
            <Text fontSize="sm" color="gray.600">
              {patient.phone ?? 'Sem telefone'}
            </Text>
          </Stack>
          <SimpleGrid
            templateColumns={{ base: 'repeat(3, 1fr)', md: '4rem 6rem 7.5rem' }}
            gap="4"
            flexShrink={0}
          >
            <Fact label="Sessões" value={String(patient.totalSessions)} />
            <Fact
              label="Última sessão"
              value={patient.lastSession ? calendar.formatDate(patient.lastSession) : '—'}
            />
            <Fact
              label="Próxima sessão"
              value={patient.nextSession ? calendar.formatDayTime(patient.nextSession) : '—'}
            />
          </SimpleGrid>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
