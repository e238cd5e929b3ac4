import type { FastifyReply, FastifyRequest } from 'fastify';
import { authSessionCookieOptions } from '../modules/auth/auth-session-cookie.ts';
import type { PublicRead } from '../modules/public-reads/public-reads.repository.ts';
import type { AppServices } from '../services.ts';
import { proceduresOf } from './trpc-error-reply.ts';

/** Public queries whose whole answer is the same for every visitor, and the data version each follows. */
const cacheableQueries: ReadonlyMap<string, PublicRead> = new Map([
  ['directory.list', 'directory'],
  ['stats.landing', 'landing'],
]);

/** Answers kept (a directory page is about 10 KB; the URLs carry free-text searches, so they are bounded). */
const answersKept = 500;

/** The headers tRPC gives such an answer, kept with it so a served copy reads exactly the same. */
const answerHeaders = ['content-type', 'vary'] as const;

interface Answer {
  stamp: string;
  body: string;
  headers: [string, string][];
}

interface Pending {
  key: string;
  stamp: string;
}

/**
 * Whole tRPC answers to anonymous visitors' public reads, by URL, served before tRPC runs: the
 * directory and the landing figures are most of a visitor's traffic and change only on the writes that
 * bump their version (migration 0710; PublicReadVersions says when a write may have bumped it). An
 * answer computed while a write landed is kept under the versions read before computing, so the next
 * request recomputes (at worst computed twice).
 * Served answers still spend the visitor's public budget, call by call, as tRPC would; a request the
 * budget cannot cover goes on to tRPC, which refuses it in its own words. Signed-in users, whose
 * requests refresh their auth session and whose answers carry `no-store`, always go through tRPC.
 */
export function publicAnswerCache(services: AppServices) {
  const answers = new Map<string, Answer>();
  const pending = new WeakMap<FastifyRequest, Pending>();
  const cookieName = authSessionCookieOptions(services.config.env === 'production').name;

  async function stampOf(req: FastifyRequest): Promise<string | null> {
    if (req.method !== 'GET' || req.headers['trpc-accept'] !== undefined) return null;
    if (req.cookies[cookieName] !== undefined) return null;
    const reads = proceduresOf(req).map((path) => cacheableQueries.get(path));
    if (reads.some((read) => read === undefined)) return null;
    const versions = await services.publicReadVersions.current();
    return reads.map((read) => `${read}:${versions.get(read ?? '') ?? 0}`).join(',');
  }

  async function spendBudget(req: FastifyRequest): Promise<boolean> {
    try {
      await services.publicCalls.consume(req.ip, proceduresOf(req).length);
      return true;
    } catch {
      return false;
    }
  }

  async function serveCachedAnswer(req: FastifyRequest, reply: FastifyReply) {
    const stamp = await stampOf(req);
    if (stamp === null) return;
    const key = req.url;
    const answer = answers.get(key);
    if (answer?.stamp !== stamp) {
      pending.set(req, { key, stamp });
      return;
    }
    if (!(await spendBudget(req))) return;
    answers.delete(key);
    answers.set(key, answer);
    for (const [name, value] of answer.headers) reply.header(name, value);
    // As a CDN says it: operators (and the tests) can tell a served copy from a computed answer.
    return reply.header('x-cache', 'hit').send(answer.body);
  }

  async function keepAnswer(req: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const computed = pending.get(req);
    if (!computed || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const headers = answerHeaders.flatMap((name): [string, string][] => {
      const value = reply.getHeader(name);
      return value === undefined ? [] : [[name, String(value)]];
    });
    answers.delete(computed.key);
    answers.set(computed.key, { stamp: computed.stamp, body: payload, headers });
    if (answers.size > answersKept) {
      const oldest = answers.keys().next();
      if (!oldest.done) answers.delete(oldest.value);
    }
    return payload;
  }

  return { serveCachedAnswer, keepAnswer };
}
