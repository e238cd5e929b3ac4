import type { FastifyRequest } from 'fastify';
import { authSessionCookieOptions, cookieOf } from '../../identity/auth-session-cookie.ts';
import { isCurrent, versionsOf } from '../../modules/public-reads/public-read-versions.ts';
import type { PublicRead } from '../../modules/public-reads/public-reads.repository.ts';
import type { AppServices } from '../../services.ts';
import { LruMap } from '../../lru-map.ts';
import type { RenderedPage } from '../pages/page-renderer.ts';
import { cacheableQueries } from './public-answer-cache.ts';

/**
 * The procedures a visitor's page may be rendered from and still be kept, with the data version each
 * follows: the public reads whose whole answers are kept (public-answer-cache.ts), and `auth.me`, which
 * answers null to every visitor.
 */
const keepableReads: ReadonlyMap<string, PublicRead | null> = new Map<string, PublicRead | null>([
  ...cacheableQueries,
  ['auth.me', null],
]);

/** Pages kept (the directory's is large, docs/decisions/public-caches.md "Public answer and page caches"; its URLs carry free-text searches). */
const pagesKept = 100;

interface KeptPage {
  reads: PublicRead[];
  /** The version of each read before the page was rendered, in the order of `reads`. */
  versions: number[];
  page: RenderedPage;
}

/** The data versions a page rendered from `procedures` follows; null if one of them is not a public read. */
function versionedReadsOf(procedures: string[]): PublicRead[] | null {
  const reads: PublicRead[] = [];
  for (const procedure of procedures) {
    const read = keepableReads.get(procedure);
    if (read === undefined) return null;
    if (read !== null) reads.push(read);
  }
  return reads;
}

/**
 * Whole server-rendered pages for anonymous visitors, by URL: the directory's page costs a render of
 * every card (docs/decisions/public-caches.md "Public answer and page caches") and is the same for every visitor until a write bumps its
 * data version, as its tRPC answer is (public-answer-cache.ts). A page is kept only when every query it
 * was rendered from is such a read, all answered; it is kept under the versions read before rendering,
 * so a write landing meanwhile makes the next visitor's page anew. Profiles are not kept: their next
 * free dates follow the clock, not a version.
 */
export function publicPageCache(services: AppServices) {
  const pages = new LruMap<string, KeptPage>(pagesKept);
  const cookieName = authSessionCookieOptions(services.config.env === 'production').name;

  /**
   * The request's page: the copy kept for its URL while its reads stay at their versions (`hit`), or
   * one rendered by `render`, kept when it may be. Signed-in visitors always get a page of their own.
   */
  async function pageFor(
    req: FastifyRequest,
    render: () => Promise<{ page: RenderedPage; signedIn: boolean } | null>,
  ): Promise<{ page: RenderedPage; signedIn: boolean; hit: boolean } | null> {
    if (cookieOf(req, cookieName) !== undefined) return withoutHit(await render());
    const versions = await services.publicReadVersions.current();
    const kept = pages.get(req.url);
    if (kept && isCurrent(kept, versions)) {
      return { page: kept.page, signedIn: false, hit: true };
    }
    const rendered = await render();
    const reads =
      rendered && !rendered.signedIn && rendered.page.status === 200 && rendered.page.reads
        ? versionedReadsOf(rendered.page.reads)
        : null;
    if (rendered && reads) pages.set(req.url, { reads, versions: versionsOf(reads, versions), page: rendered.page });
    return withoutHit(rendered);
  }

  return { pageFor };
}

function withoutHit<Rendered extends object>(rendered: Rendered | null): (Rendered & { hit: false }) | null {
  return rendered && { ...rendered, hit: false };
}
