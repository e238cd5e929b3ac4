import { Badge, Flex, IconButton, List, Stack, Text } from '@chakra-ui/react';
import { LuCalendarOff, LuTrash2 } from 'react-icons/lu';
import { formatDay, formatWeekday } from '@acolhe/shared/calendar-format';
import { formatCount } from '@acolhe/shared/format';
import { EmptyState } from '../../components/empty-state.tsx';
import type { BlockedDate } from './agenda-format.ts';

interface BlockedDateListProps {
  blockedDates: BlockedDate[];
  removingId: number | null;
  onRemove: (id: number) => void;
}

export function BlockedDateList({ blockedDates, removingId, onRemove }: BlockedDateListProps) {
  if (blockedDates.length === 0) {
    return (
      <EmptyState
        icon={<LuCalendarOff />}
        title="Nenhuma data bloqueada"
        description="Bloqueie dias de férias, feriados ou compromissos para que ninguém agende neles."
      />
    );
  }
  return (
    <List.Root variant="plain" gap="3" aria-label="Datas bloqueadas">
      {blockedDates.map((blocked) => {
        const formatted = formatDay(blocked.date);
        return (
          <List.Item key={blocked.id} borderWidth="1px" borderRadius="md" p="3" bg="white">
            <Flex justify="space-between" align="start" gap="3" w="full">
              <Stack gap="1" minW="0">
                <Text fontWeight="semibold">
                  {formatted}{' '}
                  <Text as="span" color="gray.600" fontWeight="normal">
                    · {formatWeekday(blocked.date)}
                  </Text>
                </Text>
                <Text fontSize="sm" color="gray.700" wordBreak="break-word">
                  {blocked.reason}
                </Text>
                {blocked.scheduledCount > 0 && (
                  <Badge colorPalette="orange" alignSelf="start" whiteSpace="normal">
                    {formatCount(blocked.scheduledCount, 'consulta agendada', 'consultas agendadas')} neste dia
                  </Badge>
                )}
              </Stack>
              <IconButton
                size="sm"
                variant="ghost"
                colorPalette="red"
                aria-label={`Remover bloqueio de ${formatted}`}
                loading={removingId === blocked.id}
                disabled={removingId === blocked.id}
                onClick={() => onRemove(blocked.id)}
              >
                <LuTrash2 />
              </IconButton>
            </Flex>
          </List.Item>
        );
      })}
    </List.Root>
  );
}
