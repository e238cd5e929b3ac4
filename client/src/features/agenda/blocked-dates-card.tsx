import { useState, type FormEvent } from 'react';
import { Button, Card, Field, Input, Stack } from '@chakra-ui/react';
import { LuCalendarX } from 'react-icons/lu';
import { blockedReasonMaxLength } from '@acolhe/shared/agenda';
import { DateInput } from '../../components/inputs/date-input.tsx';
import { useCalendar } from '../../lib/calendar.tsx';
import type { BlockedDate } from './agenda-format.ts';
import { BlockedDateList } from './blocked-date-list.tsx';
import { useBlockedDates } from './use-blocked-dates.ts';

export function BlockedDatesCard({ blockedDates }: { blockedDates: BlockedDate[] }) {
  const calendar = useCalendar();
  const [date, setDate] = useState('');
  const [reason, setReason] = useState('');
  const blocked = useBlockedDates({
    onAdded: () => {
      setDate('');
      setReason('');
    },
  });
  const complete = date !== '' && reason.trim() !== '';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (complete) blocked.add({ date, reason: reason.trim() });
  };

  return (
    <Card.Root as="section" size={{ base: 'sm', md: 'md' }} aria-labelledby="blocked-dates-title">
      <Card.Header>
        <Card.Title as="h2" id="blocked-dates-title">Datas Bloqueadas</Card.Title>
        <Card.Description>
          Em uma data bloqueada ninguém pode agendar; consultas já marcadas nesse dia são mantidas.
        </Card.Description>
      </Card.Header>
      <Card.Body>
        <Stack gap="6">
          <form onSubmit={submit} noValidate aria-label="Bloquear data">
            <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ base: 'stretch', md: 'end' }}>
              <Stack w={{ base: 'full', md: '52' }}>
                <DateInput label="Data a bloquear" value={date} min={calendar.today()} onChange={setDate} />
              </Stack>
              <Field.Root flex="1">
                <Field.Label>Motivo</Field.Label>
                <Input
                  bg="white"
                  value={reason}
                  maxLength={blockedReasonMaxLength}
                  placeholder="Ex.: férias, congresso, feriado"
                  onChange={(event) => setReason(event.target.value)}
                  aria-label="Motivo do bloqueio"
                />
              </Field.Root>
              <Button
                type="submit"
                colorPalette="teal"
                disabled={!complete || blocked.adding}
                loading={blocked.adding}
              >
                <LuCalendarX /> Adicionar
              </Button>
            </Stack>
          </form>
          <BlockedDateList
            blockedDates={blockedDates}
            removingId={blocked.removingId}
            onRemove={(id) => blocked.remove({ id })}
          />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
