import { Card, Circle, HStack, Stack, Text } from '@chakra-ui/react';
import { formatCount, formatMoney, formatRating } from '@acolhe/shared/format';
import type { RouterOutputs } from '../../../lib/trpc.ts';

export function TopPsychologists({ report }: { report: RouterOutputs['admin']['reports']['report'] }) {
  return (
    <Card.Root as="section" aria-label="Top 5 psicólogos" size="sm">
      <Card.Header>
        <Card.Title as="h2">Top 5 psicólogos</Card.Title>
        <Card.Description>Mais consultas realizadas no período</Card.Description>
      </Card.Header>
      <Card.Body>
        {report.topPsychologists.length === 0 ? (
          <Text color="gray.600">Nenhuma consulta realizada no período.</Text>
        ) : (
          <Stack as="ol" gap="3" listStyleType="none">
            {report.topPsychologists.map((row, index) => (
              <HStack as="li" key={row.psychologistId} gap="3" align="center">
                <Circle size="8" bg="brand.subtle" color="brand.fg" fontWeight="bold" flexShrink="0">
                  {index + 1}
                </Circle>
                <Stack gap="0" flex="1" minW="0">
                  <Text fontWeight="semibold" truncate>
                    {row.name}
                  </Text>
                  <Text fontSize="sm" color="gray.600">
                    {formatCount(row.appointments, 'consulta', 'consultas')} · {row.rating === null ? 'sem avaliações' : `nota ${formatRating(row.rating)}`}
                  </Text>
                </Stack>
                <Text fontWeight="medium" whiteSpace="nowrap">
                  {formatMoney(row.revenueCents)}
                </Text>
              </HStack>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
