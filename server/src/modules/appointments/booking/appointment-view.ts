import { appointmentStatusLabel, lateCancellationFrom } from '@acolhe/shared/appointments';
import { isInsideJoinWindow, joinWindowOf } from '@acolhe/shared/time';
import { photoUrlOf } from '../../photos/photo-url.ts';
import { isCancellable } from '../status/appointment-status.service.ts';
import type { selectPatientAppointment } from './appointments.repository.ts';
import { rescheduleOffer } from '../reschedule/reschedule-policy.ts';

type Row = NonNullable<Awaited<ReturnType<typeof selectPatientAppointment>>>;

/**
 * What the patient's list shows of a reschedule: 'notice' (Remarcar), 'free' (Reagendar sem custo, until
 * `until`), 'refused' with the message a Remarcar would get, or null when there is nothing to offer.
 */
function rescheduleView(row: Row, now: Date, videoFailed: boolean) {
  const offer = rescheduleOffer(
    { ...row, psychologistActive: row.psychologistIsActive === 1, reviewed: row.reviewRating !== null, videoFailed },
    now,
  );
  if (offer.mode === 'refused') return offer.shown ? { mode: 'refused' as const, message: offer.message } : null;
  return offer;
}

/**
 * What the patient sees of one appointment, with the actions the rules allow right now; `videoFailed`
 * says whether its attendance showed a failed video (video-failure.ts).
 */
export function toPatientAppointment(row: Row, now: Date, videoFailed = false) {
  const { opensAt, closesAt } = joinWindowOf(row.startsAt);
  return {
    id: row.id,
    psychologistId: row.psychologistId,
    psychologistName: row.psychologistName,
    psychologistSpecialty: row.psychologistSpecialty,
    /** False once an admin deactivated the psychologist: the consultation stays listed and cancellable. */
    psychologistActive: row.psychologistIsActive === 1,
    psychologistPhotoUrl: photoUrlOf(row.psychologistPhotoHash),
    psychologistTitle: row.psychologistTitle,
    psychologistCrp: row.psychologistCrp,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    status: row.status,
    statusLabel: appointmentStatusLabel(row.status, row.cancellationNoticeHours),
    /** The notice copied at booking; from lateCancellationFrom on, the patient's cancellation is late. */
    cancellationNoticeHours: row.cancellationNoticeHours,
    // A deactivated psychologist's consultation is never late to cancel (isLateForPatient).
    lateCancellationFrom: new Date(
      row.psychologistIsActive === 1 ? lateCancellationFrom(row.startsAt, row.cancellationNoticeHours) : Date.parse(row.startsAt),
    ).toISOString(),
    cancelledByPsychologist: row.cancelledByRole === 'psychologist',
    priceCents: row.priceCents,
    sessionLink: row.status === 'scheduled' ? `/patient/session/${row.id}` : null,
    joinOpensAt: opensAt.toISOString(),
    joinClosesAt: closesAt.toISOString(),
    canJoin: row.status === 'scheduled' && isInsideJoinWindow(row.startsAt, now),
    canCancel: isCancellable(row, now),
    canReview: row.status === 'completed' && row.reviewRating === null,
    /** 'Problema técnico' marked by the psychologist, or a failed video in the attendance. */
    videoFailed: videoFailed || row.technicalProblemAt !== null,
    reschedule: rescheduleView(row, now, videoFailed),
    review: row.reviewRating === null ? null : { rating: row.reviewRating, comment: row.reviewComment },
    /** The weekly series this consultation belongs to: its place in it ('Semanal · 2 de 4'). */
    series:
      row.seriesId === null
        ? null
        : { id: row.seriesId, index: Number(row.seriesIndex ?? 0), weeks: Number(row.seriesTotal ?? 0) },
    /** 'Cancelar esta e as próximas': a cancellable occurrence with a later one still scheduled. */
    canCancelRest: row.seriesId !== null && isCancellable(row, now) && Number(row.seriesLaterScheduled ?? 0) > 0,
  };
}

export type PatientAppointment = ReturnType<typeof toPatientAppointment>;
