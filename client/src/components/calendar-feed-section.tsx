import { useState } from 'react';
import { Badge, Button, Card, Clipboard, Heading, HStack, IconButton, Input, InputGroup, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LuCalendarPlus, LuCheck, LuCopy, LuRefreshCw } from 'react-icons/lu';
import { calendarFeedMessages, type NewCalendarFeed } from '@acolhe/shared/calendar-feed';
import { useCalendar } from '../lib/calendar.tsx';
import { errorMessage } from '../lib/error-message.ts';
import { notifyError, notifySuccess } from '../lib/notify.ts';
import { useTRPCClient } from '../lib/trpc.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

type Owner = 'patient' | 'psychologist';

const descriptions: Record<Owner, string> = {
  patient:
    'Assine suas consultas no Google Agenda, no Calendário da Apple ou no Outlook: novas consultas aparecem e as canceladas somem sozinhas.',
  psychologist:
    'Assine sua agenda de consultas no Google Agenda, no Calendário da Apple ou no Outlook: novas consultas aparecem e as canceladas somem sozinhas.',
};

function CopyField({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Clipboard.Root value={value} w="full">
      <Clipboard.Label textStyle="sm" fontWeight="medium">
        {label}
      </Clipboard.Label>
      <InputGroup
        mt="1"
        endElement={
          <Clipboard.Trigger asChild>
            <IconButton variant="ghost" size="xs" me="-2" aria-label={`Copiar: ${label}`}>
              <Clipboard.Indicator copied={<LuCheck />}>
                <LuCopy />
              </Clipboard.Indicator>
            </IconButton>
          </Clipboard.Trigger>
        }
      >
        <Clipboard.Input asChild>
          <Input readOnly fontFamily="mono" fontSize="sm" data-testid={testId} />
        </Clipboard.Input>
      </InputGroup>
    </Clipboard.Root>
  );
}

/**
 * 'Calendário': the caller's private subscription link (webcal). The server keeps only a hash of it, so
 * the link is shown once, right after it is made; a new link replaces the old one.
 */
export function CalendarFeedSection({ owner }: { owner: Owner }) {
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const calendar = useCalendar();
  const api = owner === 'patient' ? client.patient.calendarFeed : client.psychologist.calendarFeed;
  const statusKey = ['calendarFeed', owner, 'status'];
  const status = useQuery({ queryKey: statusKey, queryFn: () => api.status.query() });
  const [fresh, setFresh] = useState<NewCalendarFeed | null>(null);
  const [confirming, setConfirming] = useState<'renew' | 'revoke' | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: statusKey });

  const renew = useMutation({
    mutationFn: () => api.renew.mutate(),
    onSuccess: async (feed) => {
      setFresh(feed);
      setConfirming(null);
      if (status.data?.active) notifySuccess(calendarFeedMessages.created);
      await refresh();
    },
    onError: (error) => notifyError(errorMessage(error, calendarFeedMessages.error)),
  });
  const revoke = useMutation({
    mutationFn: () => api.revoke.mutate(),
    onSuccess: async () => {
      setFresh(null);
      setConfirming(null);
      notifySuccess(calendarFeedMessages.revoked);
      await refresh();
    },
    onError: (error) => notifyError(errorMessage(error, calendarFeedMessages.error)),
  });

  return (
    <Card.Root as="section" aria-labelledby="calendar-feed-title">
      <Card.Header>
        <HStack justify="space-between" wrap="wrap">
          <Heading as="h2" size="lg" id="calendar-feed-title">
            Calendário
          </Heading>
          {status.data && (
            <Badge colorPalette={status.data.active ? 'green' : 'gray'} size="lg">
              {status.data.active ? 'Link ativo' : 'Sem link'}
            </Badge>
          )}
        </HStack>
        <Text color="gray.600">{descriptions[owner]}</Text>
      </Card.Header>
      <Card.Body>
        {status.isPending && <Skeleton h="10" />}
        {status.isError && <Text color="red.600">{errorMessage(status.error, calendarFeedMessages.error)}</Text>}
        {status.data && (
          <Stack gap="4" align="start">
            {fresh ? (
              <Stack gap="3" w="full" maxW="2xl" data-testid="calendar-feed-link">
                <Text>
                  Guarde este link agora: por segurança, ele não será mostrado de novo. Quem tiver o link vê os
                  horários das suas consultas, então não o compartilhe.
                </Text>
                <CopyField label="Link para o app de calendário (webcal)" value={fresh.webcalUrl} testId="calendar-feed-webcal" />
                <Link href={fresh.webcalUrl} colorPalette="teal" fontWeight="medium">
                  <LuCalendarPlus /> Abrir no app de calendário
                </Link>
                <CopyField
                  label="No Google Agenda: Outras agendas › + › Do URL, e cole este endereço"
                  value={fresh.url}
                  testId="calendar-feed-url"
                />
              </Stack>
            ) : status.data.active ? (
              <Text>
                Seu link está ativo desde {status.data.createdAt ? calendar.formatDateTime(status.data.createdAt) : '—'}.
                Ele só é mostrado quando é gerado: se você o perdeu ou acha que alguém o conhece, gere um novo — o
                anterior deixa de funcionar.
              </Text>
            ) : (
              <Text>Você ainda não tem um link de calendário.</Text>
            )}
            <HStack gap="3" wrap="wrap" w={{ base: 'full', sm: 'auto' }}>
              <Button
                colorPalette="teal"
                variant={status.data.active ? 'outline' : 'solid'}
                w={{ base: 'full', sm: 'auto' }}
                loading={renew.isPending && confirming === null}
                onClick={() => (status.data.active ? setConfirming('renew') : renew.mutate())}
              >
                <LuRefreshCw /> {status.data.active ? 'Gerar novo link' : 'Gerar link'}
              </Button>
              {status.data.active && (
                <Button variant="ghost" colorPalette="red" w={{ base: 'full', sm: 'auto' }} onClick={() => setConfirming('revoke')}>
                  Desativar link
                </Button>
              )}
            </HStack>
          </Stack>
        )}
      </Card.Body>
      <ConfirmDialog
        open={confirming !== null}
        title={confirming === 'revoke' ? 'Desativar o link do calendário?' : 'Gerar um novo link?'}
        confirmLabel={confirming === 'revoke' ? 'Desativar link' : 'Gerar novo link'}
        colorPalette={confirming === 'revoke' ? 'red' : 'teal'}
        busy={renew.isPending || revoke.isPending}
        onConfirm={() => (confirming === 'revoke' ? revoke.mutate() : renew.mutate())}
        onClose={() => setConfirming(null)}
      >
        <Text>
          O link atual deixa de funcionar e os calendários que o assinaram param de receber suas consultas.
          {confirming === 'renew' && ' Depois, assine de novo com o novo link.'}
        </Text>
      </ConfirmDialog>
    </Card.Root>
  );
}
