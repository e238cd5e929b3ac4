import type { FastifyInstance } from 'fastify';
import { todayIn } from '@acolhe/shared/calendar';
import { fillLandingDocument, type LandingFigures } from '@acolhe/shared/landing-document';
import { dashboardPaths } from '@acolhe/shared/roles';
import { authSessionOf } from '../../identity/request-auth-session.ts';
import { landingFigures } from '../../modules/metrics/landing-figures.ts';
import type { AppServices } from '../../services.ts';

/**
 * `/` answers with the landing page as HTML, rendered from the app's own components at build time
 * (scripts/prerender-landing.ts) with today's figures written in: it paints, figures included, before
 * and without any script, and the app takes over at the first link followed. A signed-in visitor is
 * sent to their dashboard, as the app itself would.
 */
export function registerLandingDocument(app: FastifyInstance, services: AppServices, template: string): void {
  let last: { key: string; html: string } | null = null;
  const documentFor = (figures: LandingFigures, year: string) => {
    const key = `${JSON.stringify(figures)}|${year}`;
    if (last?.key !== key) last = { key, html: fillLandingDocument(template, figures, year) };
    return last.html;
  };

  app.get('/', async (req, reply) => {
    const { user } = await authSessionOf(services, req);
    reply.header('cache-control', 'no-store');
    if (user) return reply.redirect(dashboardPaths[user.role], 302);
    const html = documentFor(await landingFigures(services), todayIn(services.config.timeZone, services.now().getTime()).slice(0, 4));
    return reply.type('text/html; charset=utf-8').send(html);
  });
}
