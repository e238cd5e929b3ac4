import type { ReactNode } from 'react';
import { Badge, Button, Card, Flex, HStack, Heading, Stack, Text, Wrap } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { LuCalendar, LuClock, LuRepeat, LuStar, LuUser, LuWallet, LuX } from 'react-icons/lu';
import { seriesMessages } from '@acolhe/shared/appointment-series';
import { formatMoney } from '@acolhe/shared/format';
import { useCalendar } from '../../../lib/calendar.tsx';
import { paths } from '../../../lib/paths.ts';
import { AppointmentStatusBadge } from '../appointment-status-badge.tsx';
import type { PatientAppointment } from '../appointment-format.ts';
import { JoinSessionButton, JoinSessionHint } from './join-session-button.tsx';
import { PsychologistUnavailableNotice, isWithUnavailablePsychologist } from '../psychologist-unavailable.tsx';
import { RescheduleButton, RescheduleNote, useRescheduleExplanation } from '../reschedule-action.tsx';
import { StarRatingDisplay } from './star-rating.tsx';

interface AppointmentCardProps {
  appointment: PatientAppointment;
  now: Date;
  onCancel: (appointment: PatientAppointment) => void;
  onReview: (appointment: PatientAppointment) => void;
  /** 'Cancelar esta e as próximas' of a weekly series. */
  onCancelRest?: (appointment: PatientAppointment) => void;
}

function Detail({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <HStack gap="2" color="gray.600" fontSize="sm">
      {icon}
      <Text>{children}</Text>
    </HStack>
  );
}

export function AppointmentCard({ appointment, now, onCancel, onReview, onCancelRest }: AppointmentCardProps) {
  const calendar = useCalendar();
  const { psychologistName, startsAt } = appointment;
  // The server's canCancel was true when the list loaded; the start may have passed since.
  const cancellable = appointment.canCancel && Date.parse(startsAt) > now.getTime();
  const unavailable = isWithUnavailablePsychologist(appointment);
  const joinable = appointment.status === 'scheduled' && !unavailable;
  const { explained, explain } = useRescheduleExplanation();
  return (
    <Card.Root as="article" role="article" aria-label={`${psychologistName} ${calendar.formatDateTime(startsAt)}`}>
      <Card.Body gap="4">
        <Flex justify="space-between" align="start" gap="3">
          <Stack gap="1" minW="0">
            <Heading as="h2" size="md">
              {psychologistName}
            </Heading>
            <Text color="brand.fg" fontWeight="medium">
              {appointment.psychologistSpecialty}
            </Text>
          </Stack>
          <AppointmentStatusBadge appointment={appointment} />
        </Flex>
        <Wrap gap="4">
          <Detail icon={<LuCalendar />}>{calendar.formatDate(startsAt)}</Detail>
          <Detail icon={<LuClock />}>{calendar.formatTime(startsAt)}</Detail>
          <Detail icon={<LuWallet />}>{formatMoney(appointment.priceCents)}</Detail>
          {appointment.series && (
            <Badge colorPalette="purple" variant="subtle" alignSelf="center">
              <LuRepeat aria-hidden /> {seriesMessages.weekOf(appointment.series.index, appointment.series.weeks)}
            </Badge>
          )}
        </Wrap>
        {appointment.review && <StarRatingDisplay rating={appointment.review.rating} />}
        {unavailable && <PsychologistUnavailableNotice cancellable={cancellable} />}
      </Card.Body>
      <Card.Footer flexDirection="column" alignItems="stretch" gap="2">
        <Wrap gap="2">
          {joinable && <JoinSessionButton appointment={appointment} now={now} />}
          {appointment.canReview && (
            <Button size="sm" colorPalette="teal" variant="outline" onClick={() => onReview(appointment)}>
              <LuStar /> Avaliar
            </Button>
          )}
          <RescheduleButton appointment={appointment} onExplain={explain} />
          {appointment.psychologistActive && (
            <Button size="sm" variant="ghost" asChild>
              <RouterLink to={paths.psychologistProfile(appointment.psychologistId)}>
                <LuUser /> Ver perfil
              </RouterLink>
            </Button>
          )}
          {cancellable && (
            <Button size="sm" variant="ghost" colorPalette="red" onClick={() => onCancel(appointment)}>
              <LuX /> Cancelar
            </Button>
          )}
          {cancellable && appointment.canCancelRest && onCancelRest && (
            <Button size="sm" variant="ghost" colorPalette="red" onClick={() => onCancelRest(appointment)}>
              <LuX /> Cancelar esta e as próximas
            </Button>
          )}
        </Wrap>
        {joinable && <JoinSessionHint appointment={appointment} now={now} />}
        <RescheduleNote appointment={appointment} explained={explained} />
      </Card.Footer>
    </Card.Root>
  );
}
