import type { FastifyInstance } from 'fastify';
import { calendarFeedMessages, calendarFeedPrefix } from '@acolhe/shared/calendar-feed';
import { feedForToken } from '../../modules/calendar-feed/calendar-feed.service.ts';
import type { AppServices } from '../../services.ts';

/**
 * GET /calendar/<token>.ics: a user's consultations for calendar apps that subscribe (webcal). Outside
 * tRPC because those apps fetch a plain URL, with no cookie: the unguessable token is the credential
 * (see calendar-feed.service.ts). Any token that opens nothing — malformed, unknown, replaced, of a
 * closed account — gets the same 404.
 */
export function registerCalendarFeedRoute(app: FastifyInstance, services: AppServices): void {
  app.get<{ Params: { file: string } }>(`${calendarFeedPrefix}:file`, async (req, reply) => {
    reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex');
    const { file } = req.params;
    const feed = file.endsWith('.ics') ? await feedForToken(services, file.slice(0, -'.ics'.length)) : null;
    if (feed === null) return reply.status(404).type('text/plain; charset=utf-8').send(calendarFeedMessages.notFound);
    return reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', 'inline; filename="acolhe.ics"')
      .send(feed);
  });
}
