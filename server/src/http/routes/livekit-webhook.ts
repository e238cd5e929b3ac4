import type { FastifyInstance } from 'fastify';
import { recordLiveKitAttendance } from '../../modules/sessions/attendance.service.ts';
import type { AppServices } from '../../services.ts';

const attendanceEvents = { participant_joined: 'join', participant_left: 'leave' } as const;

function isAttendanceEvent(name: string): name is keyof typeof attendanceEvents {
  return Object.hasOwn(attendanceEvents, name);
}

/**
 * LiveKit's webhooks (see livekit.yaml), only when the LiveKit engine is configured. The body is kept as
 * the exact string LiveKit signed: its Authorization header is a JWT carrying the body's sha256.
 */
export async function registerLiveKitWebhook(app: FastifyInstance, services: AppServices): Promise<void> {
  const video = services.config.video;
  if (video.engine !== 'livekit') return;
  // Only a LiveKit installation loads the SDK, which lengthens a start (docs/decisions/server-bundle.md
  // "The server bundle: names as written, ASCII, code loaded when first used").
  const { WebhookReceiver } = await import('livekit-server-sdk');
  const receiver = new WebhookReceiver(video.apiKey, video.apiSecret);

  await app.register(async (scope) => {
    scope.addContentTypeParser('application/webhook+json', { parseAs: 'string' }, (_req, body, done) => {
      done(null, body);
    });

    scope.post('/api/livekit/webhook', async (req, reply) => {
      const body = typeof req.body === 'string' ? req.body : '';
      let event;
      try {
        event = await receiver.receive(body, req.headers.authorization);
      } catch {
        return reply.status(401).send({ error: 'Assinatura do webhook inválida' });
      }
      if (isAttendanceEvent(event.event)) {
        await recordLiveKitAttendance(services, {
          event: attendanceEvents[event.event],
          roomName: event.room?.name ?? '',
          identity: event.participant?.identity ?? '',
        });
      }
      return reply.send({ ok: true });
    });
  });
}
