import { createHmac, randomBytes } from 'node:crypto';
import type { ApprovalStatus, Role } from '@acolhe/shared/roles';
import { LruMap } from '../lru-map.ts';
import type { AppServices } from '../services.ts';
import { authSessionLifetimeDays } from './auth-session-cookie.ts';
import * as authSessions from './auth-session.repository.ts';

/** Who is signed in through an auth session (the login; a video consultation is a session of modules/sessions). */
export interface AuthSessionUser {
  id: number;
  name: string;
  email: string;
  role: Role;
  approvalStatus: ApprovalStatus | null;
  twoFactorEnabled: boolean;
}

// Last use is written at most once a minute: enough for a 30-minute idle timeout, few writes.
const touchEveryMs = 60 * 1000;

/** The database keeps only a keyed hash of the token, so a copy of it cannot be replayed as a cookie. */
function authSessionIdOf(token: string, secret: string): string {
  return createHmac('sha256', secret).update(token).digest('base64url');
}

// Each signed-in request hashes its cookie again: the hashes of recent tokens are kept, per secret.
const recentIds = new Map<string, LruMap<string, string>>();

function knownAuthSessionIdOf(token: string, secret: string): string {
  let ids = recentIds.get(secret);
  if (!ids) {
    ids = new LruMap(10_000);
    recentIds.set(secret, ids);
  }
  let id = ids.get(token);
  if (id === undefined) {
    id = authSessionIdOf(token, secret);
    ids.set(token, id);
  }
  return id;
}

export async function startAuthSession(services: AppServices, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = services.now();
  const expiresAt = new Date(now.getTime() + authSessionLifetimeDays * 86_400_000);
  await authSessions.insertAuthSession(services.db, {
    id: authSessionIdOf(token, services.authSessionSecret),
    userId,
    expiresAt: expiresAt.toISOString(),
    now: now.toISOString(),
  });
  return token;
}

export async function findAuthSessionUser(services: AppServices, token: string): Promise<AuthSessionUser | null> {
  const authSessionId = knownAuthSessionIdOf(token, services.authSessionSecret);
  const now = services.now();
  const row = await authSessions.selectAuthSessionUser(services.db, authSessionId, now.toISOString());
  if (!row) return null;
  const idleMs = now.getTime() - Date.parse(row.lastSeenAt);
  // Asked only of an idle session: on PostgreSQL the holds are a query.
  if (idleMs > services.config.authSessionIdleMinutes * 60_000 && !(await services.heldAuthSessions.isHeld(authSessionId))) {
    await authSessions.deleteAuthSession(services.db, authSessionId);
    return null;
  }
  if (idleMs > touchEveryMs) {
    await authSessions.touchAuthSession(services.db, authSessionId, now.toISOString());
  }
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    approvalStatus: row.approvalStatus,
    twoFactorEnabled: row.twoFactorEnabledAt !== null,
  };
}

export async function endAuthSession(services: AppServices, token: string): Promise<void> {
  await authSessions.deleteAuthSession(services.db, authSessionIdOf(token, services.authSessionSecret));
}

/** Ends every auth session of the user except the one holding keepToken (after a password change, say). */
export async function endOtherAuthSessions(services: AppServices, userId: number, keepToken: string): Promise<void> {
  await authSessions.deleteAuthSessionsOfUserExcept(
    services.db,
    userId,
    authSessionIdOf(keepToken, services.authSessionSecret),
  );
}

/** Ends every auth session of the user at once (account deactivated). */
export async function endAllAuthSessionsOf(services: Pick<AppServices, 'db'>, userId: number): Promise<void> {
  await authSessions.deleteAuthSessionsOfUser(services.db, userId);
}

/**
 * Keeps the auth session in use for as long as the stream is open (a video call's signalling), so the
 * idle timeout never ends a call; its end counts as the last use.
 */
export function holdAuthSessionDuring<T>(
  services: AppServices,
  token: string | null,
  stream: AsyncGenerator<T, void>,
): AsyncGenerator<T, void> {
  if (!token) return stream;
  const authSessionId = authSessionIdOf(token, services.authSessionSecret);
  return (async function* held() {
    const release = await services.heldAuthSessions.hold(authSessionId);
    try {
      yield* stream;
    } finally {
      await release();
      await authSessions.touchAuthSession(services.db, authSessionId, services.now().toISOString());
    }
  })();
}
