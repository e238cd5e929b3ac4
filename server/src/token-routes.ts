import { calendarFeedPrefix } from '@acolhe/shared/calendar-feed';
import { reminderLinkPrefix } from '@acolhe/shared/reminders';

/**
 * Every route outside tRPC whose path carries a secret: the segment after the prefix is a bearer token
 * (whoever holds the link may use it). The request log writes these paths with the token hidden, and
 * the deploy files' proxy log does the same (deploy/Caddyfile); a test fails on a parametric route that
 * is neither here nor in `publicParameterRoutes`.
 */
export const tokenRoutes = [
  { prefix: `${reminderLinkPrefix}/`, carries: 'the one-click link of a 24 h reminder (confirm or cancel)' },
  { prefix: calendarFeedPrefix, carries: "a user's private calendar feed" },
] as const;

/**
 * Parametric routes whose parameter is no secret: a photo's content hash is public (immutable cache), and
 * /trpc's is the procedure names (their input travels in the query string or body, never logged).
 */
export const publicParameterRoutes = ['/api/photos/:hash', '/trpc/:path'] as const;

const hidden = '[oculto]';

/** A request path as it may be logged: each token segment replaced, the query string left out. */
export function loggablePath(url: string): string {
  const [path = ''] = url.split('?');
  const route = tokenRoutes.find(({ prefix }) => path.startsWith(prefix));
  if (!route) return path;
  const rest = path.slice(route.prefix.length);
  const slash = rest.indexOf('/');
  return `${route.prefix}${hidden}${slash < 0 ? '' : rest.slice(slash)}`;
}
