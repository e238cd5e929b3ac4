import { createHmac, randomBytes } from 'node:crypto';
import type { ApprovalStatus, Role } from '@acolhe/shared/roles';
import type { AppServices } from '../../services.ts';
import { sessionLifetimeDays } from './session-cookie.ts';
import * as sessions from './session.repository.ts';

export interface SessionUser {
  id: number;
  name: string;
  email: string;
  role: Role;
  approvalStatus: ApprovalStatus | null;
}

const touchEveryMs = 5 * 60 * 1000;

/** The database keeps only a keyed hash of the token, so a copy of it cannot be replayed as a cookie. */
function sessionIdOf(token: string, secret: string): string {
  return createHmac('sha256', secret).update(token).digest('base64url');
}

export async function startSession(services: AppServices, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = services.now();
  const expiresAt = new Date(now.getTime() + sessionLifetimeDays * 86_400_000);
  await sessions.insertSession(services.db, {
    id: sessionIdOf(token, services.sessionSecret),
    userId,
    expiresAt: expiresAt.toISOString(),
    now: now.toISOString(),
  });
  return token;
}

export async function findSessionUser(services: AppServices, token: string): Promise<SessionUser | null> {
  const sessionId = sessionIdOf(token, services.sessionSecret);
  const now = services.now();
  const row = await sessions.selectSessionUser(services.db, sessionId, now.toISOString());
  if (!row) return null;
  if (now.getTime() - Date.parse(row.lastSeenAt) > touchEveryMs) {
    await sessions.touchSession(services.db, sessionId, now.toISOString());
  }
  return { id: row.id, name: row.name, email: row.email, role: row.role, approvalStatus: row.approvalStatus };
}

export async function endSession(services: AppServices, token: string): Promise<void> {
  await sessions.deleteSession(services.db, sessionIdOf(token, services.sessionSecret));
}

export async function endAllSessionsOf(services: AppServices, userId: number): Promise<void> {
  await sessions.deleteSessionsOfUser(services.db, userId);
}

/** Ends every session of the user except the one holding keepToken (after a password change, say). */
export async function endOtherSessions(services: AppServices, userId: number, keepToken: string): Promise<void> {
  await sessions.deleteSessionsOfUserExcept(services.db, userId, sessionIdOf(keepToken, services.sessionSecret));
}
