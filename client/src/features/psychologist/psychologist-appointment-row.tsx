import { Badge, Button, Flex, Grid, Text, Wrap } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { LuCheck, LuUserX, LuVideo, LuVideoOff, LuX } from 'react-icons/lu';
import type { AppointmentStatus } from '@acolhe/shared/appointments';
import { presenceConfirmedLabel } from '@acolhe/shared/reminders';
import { useCalendar } from '../../lib/calendar.tsx';
import { paths } from '../../lib/paths.ts';
import type { RouterOutputs } from '../../lib/trpc.ts';
import { joinHintOf } from './join-hint.ts';

const statusPalette: Record<AppointmentStatus, string> = {
  scheduled: 'blue',
  completed: 'green',
  cancelled: 'gray',
  no_show: 'orange',
  late_cancelled: 'red',
};

interface RowProps {
  appointment: RouterOutputs['psychologist']['appointments']['today'][number];
  /** When the list was last loaded: it refreshes every 30 s, and with it canJoin and 'started'. */
  now: number;
  marking: boolean;
  onMark: (outcome: 'completed' | 'no_show') => void;
  onCancel: () => void;
  reportingProblem: boolean;
  onTechnicalProblem: () => void;
}

/**
 * Two lines on a phone (name, status and 'Cancelar'; time and when joining opens), the other buttons below
 * only when they can be used; on a wide screen the hint and then the buttons sit at the right.
 */
export function PsychologistAppointmentRow({ appointment, now, marking, onMark, onCancel, reportingProblem, onTechnicalProblem }: RowProps) {
  const calendar = useCalendar();
  const { patientName, startsAt, status } = appointment;
  const started = status === 'scheduled' && Date.parse(startsAt) <= now;
  const confirmed = status === 'scheduled' && appointment.confirmedAt !== null;
  const hint = joinHintOf(appointment, now, calendar);
  const cancellable = appointment.canCancel && Date.parse(startsAt) > now;
  const actionable = appointment.canJoin || started || cancellable || appointment.canMarkTechnicalProblem;
  // On a phone a consultation that can only be cancelled keeps two lines: 'Cancelar' sits beside the status.
  const cancelBesideStatus = cancellable && !appointment.canJoin && !appointment.canMarkTechnicalProblem;
  return (
    <Grid
      as="li"
      role="listitem"
      aria-label={`${patientName} ${calendar.formatDateTime(startsAt)}`}
      templateColumns={{ base: 'minmax(0, 1fr) auto auto', md: 'auto minmax(0, 1fr) auto auto' }}
      templateAreas={{
        base: '"name badge cancel" "when when when" "actions actions actions"',
        md: '"name badge hint side" "time time hint side"',
      }}
      columnGap="3"
      rowGap="0.5"
      alignItems="center"
      py={{ base: '2.5', md: '3' }}
      borderBottomWidth="1px"
      _last={{ borderBottomWidth: 0 }}
    >
      <Text gridArea="name" fontWeight="semibold" truncate>
        {patientName}
      </Text>
      {/* A scheduled consultation the patient confirmed through the 24-hour reminder's link says so instead. */}
      {confirmed ? (
        <Badge gridArea="badge" justifySelf={{ base: 'end', md: 'start' }} colorPalette="green" variant="subtle">
          <LuCheck aria-hidden /> {presenceConfirmedLabel}
        </Badge>
      ) : (
        <Badge gridArea="badge" justifySelf={{ base: 'end', md: 'start' }} colorPalette={statusPalette[status]} variant="subtle">
          {appointment.statusLabel}
        </Badge>
      )}
      {cancelBesideStatus && (
        <Button gridArea="cancel" display={{ base: 'inline-flex', md: 'none' }} size="2xs" variant="ghost" colorPalette="red" onClick={onCancel}>
          Cancelar
        </Button>
      )}
      {/* One wrapping line on a phone; on a wide screen its two parts take their own places in the grid. */}
      <Flex gridArea="when" display={{ base: 'flex', md: 'contents' }} wrap="wrap" align="baseline" columnGap="3">
        <Text gridArea="time" fontSize="sm" color="gray.600">
          {calendar.formatDateTime(startsAt)}
          {appointment.technicalProblemAt !== null && (
            <Text as="span" color="orange.700">
              {' · Problema técnico registrado'}
            </Text>
          )}
        </Text>
        {hint && (
          <Text gridArea="hint" justifySelf="end" fontSize={{ base: 'xs', md: 'sm' }} color="gray.600">
            {hint}
          </Text>
        )}
      </Flex>
      {actionable && (
        <Wrap
          gridArea={{ base: 'actions', md: 'side' }}
          display={{ base: cancelBesideStatus ? 'none' : 'flex', md: 'flex' }}
          gap="2"
          mt={{ base: '2', md: '0' }}
          justify={{ md: 'end' }}
        >
          {appointment.canJoin && (
            <Button size="sm" colorPalette="teal" asChild>
              <RouterLink to={paths.psychologist.session(appointment.id)}>
                <LuVideo /> Entrar na sessão
              </RouterLink>
            </Button>
          )}
          {started && (
            <>
              <Button size="sm" variant="outline" colorPalette="green" disabled={marking} onClick={() => onMark('completed')}>
                <LuCheck /> Marcar como concluída
              </Button>
              <Button size="sm" variant="ghost" colorPalette="orange" disabled={marking} onClick={() => onMark('no_show')}>
                <LuUserX /> Marcar falta
              </Button>
            </>
          )}
          {appointment.canMarkTechnicalProblem && (
            <Button size="sm" variant="ghost" colorPalette="gray" disabled={reportingProblem} onClick={onTechnicalProblem}>
              <LuVideoOff /> Problema técnico
            </Button>
          )}
          {cancellable && (
            <Button size="sm" variant="ghost" colorPalette="red" onClick={onCancel}>
              <LuX /> Cancelar
            </Button>
          )}
        </Wrap>
      )}
    </Grid>
  );
}
