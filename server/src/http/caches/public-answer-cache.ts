import type { FastifyReply, FastifyRequest } from 'fastify';
import { authSessionCookieOptions, cookieOf } from '../../identity/auth-session-cookie.ts';
import { isCurrent, versionsOf } from '../../modules/public-reads/public-read-versions.ts';
import type { PublicRead } from '../../modules/public-reads/public-reads.repository.ts';
import type { AppServices } from '../../services.ts';
import { maxCallsPerBatch } from '@acolhe/shared/api-limits';
import { LruMap } from '../../lru-map.ts';
import { proceduresOf } from '../routes/trpc-error-reply.ts';

type HookDone = (error: Error | null, payload: unknown) => void;

/** Public queries whose whole answer is the same for every visitor, and the data version each follows. */
export const cacheableQueries: ReadonlyMap<string, PublicRead> = new Map([
  ['directory.list', 'directory'],
  ['stats.landing', 'landing'],
]);

/** Answers kept (sizes: docs/decisions/public-caches.md "Public answer and page caches"; the URLs carry free-text searches, so they are bounded). */
const answersKept = 500;

/** The headers tRPC gives such an answer, kept with it so a served copy reads exactly the same. */
const answerHeaders = ['content-type', 'vary'] as const;

interface Answer {
  reads: PublicRead[];
  /** The version of each read when the answer was computed, in the order of `reads`. */
  versions: number[];
  body: string;
  headers: Record<string, string>;
}

type Pending = Pick<Answer, 'reads' | 'versions'> & { key: string };

/**
 * Whole tRPC answers to anonymous visitors' public reads, by URL, served before tRPC runs: the
 * directory and the landing figures are most of a visitor's traffic and change only on the writes that
 * bump their version (migration 0710; PublicReadVersions says when a write may have bumped it). An
 * answer computed while a write landed is kept under the versions read before computing, so the next
 * request recomputes (at worst computed twice).
 * It runs first among the /trpc hooks: what it serves is a GET (no body, nothing to guard against a
 * form), within the batch cap, and spends the budget it would be refused at the door for.
 * Served answers still spend the visitor's public budget, call by call, as tRPC would; a request the
 * budget cannot cover goes on to tRPC, which refuses it in its own words. Signed-in users, whose
 * requests refresh their auth session and whose answers carry `no-store`, always go through tRPC.
 * A served copy is found by its URL before anything else is read of the request: the copy keeps the
 * reads its URL names, so a hit parses nothing (this hook runs for every /trpc request).
 */
export function publicAnswerCache(services: AppServices) {
  const answers = new LruMap<string, Answer>(answersKept);
  const pending = new WeakMap<FastifyRequest, Pending>();
  const cookieName = authSessionCookieOptions(services.config.env === 'production').name;

  const isAnonymousGet = (req: FastifyRequest) =>
    req.method === 'GET' && req.headers['trpc-accept'] === undefined && cookieOf(req, cookieName) === undefined;

  /** The cacheable reads a request's procedures name; null if they are over the batch cap or any is not cacheable. */
  function readsOf(req: FastifyRequest): PublicRead[] | null {
    const procedures = proceduresOf(req);
    if (procedures.length > maxCallsPerBatch) return null;
    const reads: PublicRead[] = [];
    for (const path of procedures) {
      const read = cacheableQueries.get(path);
      if (read === undefined) return null;
      reads.push(read);
    }
    return reads;
  }

  async function spendBudget(req: FastifyRequest, calls: number): Promise<boolean> {
    try {
      await services.publicCalls.consume(req.ip, calls);
      return true;
    } catch {
      return false;
    }
  }

  async function serveCachedAnswer(req: FastifyRequest, reply: FastifyReply) {
    if (!isAnonymousGet(req)) return;
    const key = req.url;
    const answer = answers.get(key);
    const reads = answer?.reads ?? readsOf(req);
    if (reads === null) return;
    const versions = services.publicReadVersions.trusted() ?? (await services.publicReadVersions.current());
    if (answer === undefined || !isCurrent(answer, versions)) {
      pending.set(req, { key, reads, versions: versionsOf(reads, versions) });
      return;
    }
    if (!(await spendBudget(req, reads.length))) return;
    // As a CDN says it (x-cache: hit): operators (and the tests) can tell a served copy from a computed answer.
    return reply.headers(answer.headers).send(answer.body);
  }

  // Callback style: this runs for every /trpc answer, and most have nothing to keep.
  function keepAnswer(req: FastifyRequest, reply: FastifyReply, payload: unknown, done: HookDone) {
    const computed = pending.get(req);
    if (!computed || reply.statusCode !== 200 || typeof payload !== 'string') {
      done(null, payload);
      return;
    }
    const headers: Record<string, string> = { 'x-cache': 'hit' };
    for (const name of answerHeaders) {
      const value = reply.getHeader(name);
      if (value !== undefined) headers[name] = String(value);
    }
    answers.set(computed.key, { reads: computed.reads, versions: computed.versions, body: payload, headers });
    done(null, payload);
  }

  return { serveCachedAnswer, keepAnswer };
}
