import type { z } from 'zod';
import { sessionMessages, type markAttendanceInput, type SignalEvent, type SignalPayload } from '@acolhe/shared/sessions';
import { isInsideJoinWindow, joinWindowOf } from '@acolhe/shared/time';
import { DomainError } from '../../errors.ts';
import type { IceServer } from '../../video-config.ts';
import type { AppServices } from '../../services.ts';
import { photoUrlOf } from '../photos/photo-url.ts';
import * as appointmentStatus from '../appointments/status/appointment-status.service.ts';
import { hasConsented } from '../patient/telehealth-consent/telehealth-consent.service.ts';
import { recordAttendance } from './attendance.service.ts';
import { mintJoinToken, roomNameOf } from './livekit-engine.ts';
import { findParticipantSession, requireRoomEntry, requireSessionAccess, type SessionCaller } from './session-access.ts';
import { turnCredentialsFor } from './turn-credentials.ts';

/** What a participant's session screen needs, also outside the window (for the countdown). */
export async function sessionDetails(services: AppServices, caller: SessionCaller, appointmentId: number) {
  const { appointment, role } = await findParticipantSession(services, caller, appointmentId);
  const now = services.now();
  const { opensAt, closesAt } = joinWindowOf(appointment.startsAt);
  const consentNeeded =
    role === 'patient' && !(await hasConsented(services.db, appointment.patientId, appointment.psychologistId));
  return {
    appointmentId: appointment.id,
    role,
    /** The patient has not yet consented to online care with this psychologist: the waiting room asks. */
    consentNeeded,
    startsAt: appointment.startsAt,
    endsAt: appointment.endsAt,
    status: appointment.status,
    opensAt: opensAt.toISOString(),
    closesAt: closesAt.toISOString(),
    canJoin: appointment.status === 'scheduled' && isInsideJoinWindow(appointment.startsAt, now),
    serverNow: now.toISOString(),
    patientName: appointment.patientName,
    psychologistId: appointment.psychologistId,
    psychologistName: appointment.psychologistName,
    psychologistSpecialty: appointment.psychologistSpecialty,
    psychologistPhotoUrl: photoUrlOf(appointment.psychologistPhotoHash ?? null),
    psychologistTitle: appointment.psychologistTitle,
    psychologistCrp: appointment.psychologistCrp,
    engine: services.config.video.engine,
  };
}

export type JoinAnswer =
  | { engine: 'livekit'; url: string; token: string; roomName: string }
  | { engine: 'embedded'; iceServers: IceServer[]; iceTransportPolicy: 'all' | 'relay' };

/**
 * Lets a participant into the room. With LiveKit, a token for this room only, expiring with the window
 * (LiveKit's webhooks record attendance); embedded, the fixed ICE servers plus, with a TURN server, this
 * participant's own TURN credentials expiring with the window (the signalling stream records attendance).
 */
export async function joinSession(
  services: AppServices,
  caller: SessionCaller,
  appointmentId: number,
): Promise<JoinAnswer> {
  const { appointment } = await requireRoomEntry(services, caller, appointmentId);
  const video = services.config.video;
  const { closesAt } = joinWindowOf(appointment.startsAt);
  if (video.engine === 'embedded') {
    const turn = video.turn ? [turnCredentialsFor(video.turn, caller.id, closesAt)] : [];
    return { engine: 'embedded', iceServers: [...video.iceServers, ...turn], iceTransportPolicy: video.iceTransportPolicy };
  }
  const token = await mintJoinToken(video, {
    appointmentId: appointment.id,
    userId: caller.id,
    name: caller.name,
    now: services.now(),
    closesAt,
  });
  return { engine: 'livekit', url: video.url, token, roomName: roomNameOf(appointment.id) };
}

/**
 * The embedded engine's signalling stream of one participant. Every stream opened is a join and every
 * stream ended a leave; the stream ends when the request is aborted, replaced by a newer one of the same
 * participant, or the server closes.
 */
export async function openSignalStream(
  services: AppServices,
  caller: SessionCaller,
  appointmentId: number,
  signal: AbortSignal,
): Promise<AsyncGenerator<SignalEvent, void>> {
  const { role } = await requireRoomEntry(services, caller, appointmentId);
  const hub = services.signalling;
  const attendance = { appointmentId, userId: caller.id, source: 'embedded' } as const;
  // Joining happens on the first read, so a stream dropped before it ever started leaves nothing behind.
  return (async function* stream() {
    await recordAttendance(services, { ...attendance, event: 'join' });
    const connection = await hub.connect(appointmentId, { userId: caller.id, name: caller.name, role });
    try {
      for (;;) {
        const event = await connection.next(signal);
        if (!event) return;
        yield event;
      }
    } finally {
      await hub.disconnect(appointmentId, connection);
      await recordAttendance(services, { ...attendance, event: 'leave' });
    }
  })();
}

export async function sendSignal(
  services: AppServices,
  caller: SessionCaller,
  appointmentId: number,
  payload: SignalPayload,
) {
  await requireSessionAccess(services, caller, appointmentId);
  if (!(await services.signalling.send(appointmentId, caller.id, payload))) {
    throw new DomainError('FORBIDDEN', sessionMessages.notFound);
  }
  return { delivered: true };
}

/** The psychologist settles their own appointment by hand once it has started. */
export async function markAttendance(
  services: AppServices,
  psychologist: SessionCaller,
  input: z.output<typeof markAttendanceInput>,
) {
  const { appointment, role } = await findParticipantSession(services, psychologist, input.appointmentId);
  if (role !== 'psychologist') throw new DomainError('NOT_FOUND', sessionMessages.notFound);
  await appointmentStatus.settleByPsychologist(services, appointment, input.outcome);
  return { status: input.outcome };
}
