import type { FastifyInstance, FastifyReply } from 'fastify';
import { formatDateTime } from '@acolhe/shared/calendar-format';
import { appointmentMessages } from '@acolhe/shared/appointment-messages';
import { escapeHtml } from '@acolhe/shared/html-escape';
import { reminderLinkMessages as text, reminderLinkPrefix } from '@acolhe/shared/reminders';
import { inspectLink, useLink, type LinkAction, type LinkOutcome, type LinkState } from '../../modules/reminders/reminder-links.service.ts';
import type { AppServices } from '../../services.ts';
import { openerIsolation } from '../guards/security-headers.ts';

/**
 * The reminder e-mail's one-click links, as small pages the server writes (no script, no sign-in: the
 * token is the credential, and a phone's mail app opens them in any browser). A GET only shows what the
 * link will do, because mail scanners open links; the page's button posts to the same address, and
 * only that POST uses the token.
 */

const styles = `
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f9fafb;color:#1f2937;line-height:1.5}
main{max-width:32rem;margin:3rem auto;padding:0 1rem}
.card{background:#fff;border:1px solid #e5e7eb;border-radius:0.75rem;padding:1.5rem}
.brand{color:#0c5d56;font-weight:700;font-size:1.25rem;margin:0 0 1.5rem}
h1{font-size:1.5rem;margin:0 0 0.75rem}
p{margin:0 0 1rem}
.when{font-weight:600}
button{font:inherit;font-weight:600;color:#fff;background:#0f766e;border:0;border-radius:0.375rem;padding:0.625rem 1rem;cursor:pointer;min-height:2.75rem}
button:hover{background:#0d645e}
button.danger{background:#b91c1c}
button.danger:hover{background:#991b1b}
button:focus-visible,a:focus-visible{outline:2px solid #0f766e;outline-offset:2px}
a{color:#0c5d56}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} · Acolhe</title><style>${styles}</style></head><body><main><p class="brand">Acolhe</p><div class="card"><h1>${escapeHtml(title)}</h1>${body}</div></main></body></html>`;
}

const toApp = `<p><a href="/login">${escapeHtml(text.toApp)}</a></p>`;

function consultation(psychologistName: string, startsAt: string, timeZone: string): string {
  return `<p>Consulta com ${escapeHtml(psychologistName)}</p><p class="when">${escapeHtml(formatDateTime(startsAt, timeZone))}</p>`;
}

const refusals = {
  invalid: { status: 404, title: text.invalidTitle, message: text.invalid },
  used: { status: 410, title: text.usedTitle, message: text.used },
  expired: { status: 410, title: text.expiredTitle, message: text.expired },
  'not scheduled': { status: 409, title: text.notScheduledTitle, message: text.notScheduled },
} as const;

const questions: Record<LinkAction, { title: string; question: string; button: string; className: string }> = {
  confirm: { title: text.confirmTitle, question: text.confirmQuestion, button: text.confirmButton, className: '' },
  cancel: { title: text.cancelTitle, question: text.cancelQuestion, button: text.cancelButton, className: ' class="danger"' },
};

function send(reply: FastifyReply, status: number, html: string) {
  // The token is in the address: no cache may keep the page, and no referrer carries it on (security.ts).
  // It shows a consultation to whoever holds the link, signed in or not: cut off from any opener too.
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .header(...openerIsolation)
    .type('text/html; charset=utf-8')
    .send(html);
}

function answerState(reply: FastifyReply, token: string, state: LinkState, timeZone: string) {
  if (state.kind !== 'ready') {
    const refusal = refusals[state.kind];
    return send(reply, refusal.status, page(refusal.title, `<p>${escapeHtml(refusal.message)}</p>${toApp}`));
  }
  const ask = questions[state.action];
  // Only a page that showed the late-cancellation warning sends its acceptance.
  const accepted = state.lateNoticeHours === null ? '' : '<input type="hidden" name="acceptLate" value="1">';
  const form = `<form method="post" action="${reminderLinkPrefix}/${escapeHtml(token)}">${accepted}<button type="submit"${ask.className}>${escapeHtml(ask.button)}</button></form>`;
  const warning =
    state.lateNoticeHours === null ? '' : `<p class="when">${escapeHtml(appointmentMessages.lateWarning(state.lateNoticeHours))}</p>`;
  return send(
    reply,
    200,
    page(ask.title, `${consultation(state.psychologistName, state.startsAt, timeZone)}${warning}<p>${escapeHtml(ask.question)}</p>${form}`),
  );
}

function answerOutcome(reply: FastifyReply, outcome: LinkOutcome, timeZone: string) {
  if (outcome.kind === 'refused') return send(reply, 409, page(text.refusedTitle, `<p>${escapeHtml(outcome.message)}</p>${toApp}`));
  if (outcome.kind !== 'done') return answerState(reply, '', outcome, timeZone);
  const [title, message] =
    outcome.action === 'confirm' ? [text.confirmedTitle, text.confirmed] : [text.cancelledTitle, appointmentMessages.cancelled];
  return send(reply, 200, page(title, `${consultation(outcome.psychologistName, outcome.startsAt, timeZone)}<p>${escapeHtml(message)}</p>${toApp}`));
}

export async function registerReminderLinkPages(app: FastifyInstance, services: AppServices): Promise<void> {
  const path = `${reminderLinkPrefix}/:token`;
  const timeZone = services.config.timeZone;
  await app.register(async (scope) => {
    // The page's form posts one field: acceptLate=1 when the page warned of a late cancellation.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_req, body, done) => {
      done(null, { acceptLate: new URLSearchParams(String(body)).get('acceptLate') === '1' });
    });
    scope.get<{ Params: { token: string } }>(path, async (req, reply) =>
      answerState(reply, req.params.token, await inspectLink(services, req.params.token), timeZone),
    );
    scope.post<{ Params: { token: string }; Body: { acceptLate?: boolean } | null }>(path, { bodyLimit: 1024 }, async (req, reply) =>
      answerOutcome(reply, await useLink(services, req.params.token, req.body?.acceptLate === true), timeZone),
    );
  });
}
