
export interface LiveKitSettings {
  url: string;
  apiKey: string;
  apiSecret: string;
}

const roomPrefix = 'consulta-';
const identityPrefix = 'user-';

export function roomNameOf(appointmentId: number): string {
  return `${roomPrefix}${appointmentId}`;
}

export function identityOf(userId: number): string {
  return `${identityPrefix}${userId}`;
}

function idAfter(prefix: string, value: string): number | null {
  if (!value.startsWith(prefix)) return null;
  const rest = value.slice(prefix.length);
  return /^[1-9]\d{0,15}$/.test(rest) ? Number(rest) : null;
}

/** The appointment a LiveKit room belongs to, or null for a room that is not one of ours. */
export function appointmentIdOfRoom(roomName: string): number | null {
  return idAfter(roomPrefix, roomName);
}

export function userIdOfIdentity(identity: string): number | null {
  return idAfter(identityPrefix, identity);
}

/** Every scheme the LiveKit client may use to reach the server (signalling over WebSocket, validation over HTTP). */
export function liveKitConnectSources(url: string): string[] {
  const { host } = new URL(url);
  return ['ws', 'wss', 'http', 'https'].map((scheme) => `${scheme}://${host}`);
}

export interface JoinTokenRequest {
  appointmentId: number;
  userId: number;
  name: string;
  now: Date;
  /** The end of the join window: the token must not outlive it. */
  closesAt: Date;
}

/**
 * A token for one room and one identity only: join, publish and subscribe, no admin or room creation
 * rights, valid no longer than the join window.
 */
export async function mintJoinToken(settings: LiveKitSettings, request: JoinTokenRequest): Promise<string> {
  const loading = performance.now();
  // Loaded on first use: the SDK would lengthen every start (docs/decisions/server-bundle.md
  // "The server bundle: names as written, ASCII, code loaded when first used"), and most installations
  // run the embedded engine.
  const { AccessToken } = await import('livekit-server-sdk');
  // The token's lifetime counts from its signing, after that load (seconds on a busy first use), not from
  // request.now: otherwise the first token of a run could outlive the window by the load's time.
  const signedAt = request.now.getTime() + (performance.now() - loading);
  const ttlSeconds = Math.max(1, Math.floor((request.closesAt.getTime() - signedAt) / 1000));
  const token = new AccessToken(settings.apiKey, settings.apiSecret, {
    identity: identityOf(request.userId),
    name: request.name,
    ttl: ttlSeconds,
  });
  token.addGrant({
    room: roomNameOf(request.appointmentId),
    roomJoin: true,
    canPublish: true,
    canSubscribe: true,
    canPublishData: true,
  });
  return token.toJwt();
}
