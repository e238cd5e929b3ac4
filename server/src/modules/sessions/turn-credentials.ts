import { createHmac } from 'node:crypto';
import type { IceServer, TurnSettings } from '../../video-config.ts';

/**
 * coturn's time-limited credentials (use-auth-secret, the "TURN REST API" draft): the username is
 * `<expiry in unix seconds>:<user id>` and the password is base64(HMAC-SHA1(secret, username)). coturn
 * recomputes the password from its static-auth-secret and refuses the username once its expiry has passed,
 * so nothing has to be stored and nothing outlives the join window.
 */
export function turnCredentialsFor(turn: TurnSettings, userId: number, expiresAt: Date): IceServer {
  const username = `${Math.floor(expiresAt.getTime() / 1000)}:${userId}`;
  const credential = createHmac('sha1', turn.secret).update(username).digest('base64');
  return { urls: turn.urls, username, credential };
}
