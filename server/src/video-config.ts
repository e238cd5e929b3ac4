import { z } from 'zod';

/** One entry of RTCConfiguration.iceServers, as the browser takes it. */
const iceServerSchema = z.object({
  urls: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]),
  username: z.string().optional(),
  credential: z.string().optional(),
});
export type IceServer = z.infer<typeof iceServerSchema>;

/** Fixed ICE servers (STUN, or a TURN with a permanent password) handed to every participant as they are. */
export const iceServersSchema = z
  .string()
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'ICE_SERVERS precisa ser um JSON válido (uma lista de servidores ICE)' });
      return z.NEVER;
    }
  })
  .pipe(z.array(iceServerSchema));

/** RFC 7065 TURN URIs: turn:host[:port][?transport=udp|tcp], or turns: for TURN over TLS. */
const turnUrlPattern = /^turns?:(\[[0-9a-fA-F:]+\]|[A-Za-z0-9.-]+)(:\d{1,5})?(\?transport=(udp|tcp))?$/;

export const turnUrlsSchema = z
  .string()
  .transform((text) => text.split(',').map((entry) => entry.trim()).filter(Boolean))
  .refine(
    (urls) => urls.length > 0 && urls.every((url) => turnUrlPattern.test(url)),
    'TURN_URLS precisa ser uma lista de endereços TURN separados por vírgula (ex.: turn:turn.clinica.com.br:3478?transport=udp,turn:turn.clinica.com.br:3478?transport=tcp)',
  );

export const turnSecretSchema = z
  .string()
  .min(16, 'TURN_SECRET precisa de pelo menos 16 caracteres, o mesmo static-auth-secret do coturn (gere com: openssl rand -hex 32)');

export const iceTransportPolicySchema = z.enum(['all', 'relay'], {
  error: 'ICE_TRANSPORT_POLICY precisa ser "all" (padrão) ou "relay" (só pelo TURN)',
});

/** A TURN server using coturn's time-limited credentials (use-auth-secret / static-auth-secret). */
export interface TurnSettings {
  urls: string[];
  secret: string;
}

/** Which video engine sessions use: LiveKit when it is fully configured, the embedded peer-to-peer one otherwise. */
export type VideoConfig =
  | { engine: 'livekit'; url: string; apiKey: string; apiSecret: string }
  | {
      engine: 'embedded';
      iceServers: IceServer[];
      turn: TurnSettings | null;
      /** 'relay' makes both browsers use only the TURN relay (RTCConfiguration.iceTransportPolicy). */
      iceTransportPolicy: 'all' | 'relay';
    };

export interface VideoEnvironment {
  LIVEKIT_URL?: string | undefined;
  LIVEKIT_API_KEY?: string | undefined;
  LIVEKIT_API_SECRET?: string | undefined;
  ICE_SERVERS: IceServer[];
  TURN_URLS?: string[] | undefined;
  TURN_SECRET?: string | undefined;
  ICE_TRANSPORT_POLICY: 'all' | 'relay';
}

/** The video engine and its settings, or the pt-BR reasons they do not fit together. */
export function videoConfigOf(env: VideoEnvironment): { video: VideoConfig; problems: string[] } {
  const problems: string[] = [];
  if (Boolean(env.TURN_URLS) !== Boolean(env.TURN_SECRET)) {
    problems.push('TURN_URLS e TURN_SECRET: defina os dois juntos (o endereço do TURN e o segredo compartilhado com o coturn)');
  }
  const turn = env.TURN_URLS && env.TURN_SECRET ? { urls: env.TURN_URLS, secret: env.TURN_SECRET } : null;
  if (env.ICE_TRANSPORT_POLICY === 'relay' && !turn) {
    problems.push('ICE_TRANSPORT_POLICY: "relay" exige TURN_URLS e TURN_SECRET');
  }
  if (env.LIVEKIT_URL && env.LIVEKIT_API_KEY && env.LIVEKIT_API_SECRET) {
    return {
      video: { engine: 'livekit', url: env.LIVEKIT_URL, apiKey: env.LIVEKIT_API_KEY, apiSecret: env.LIVEKIT_API_SECRET },
      problems,
    };
  }
  return {
    video: { engine: 'embedded', iceServers: env.ICE_SERVERS, turn, iceTransportPolicy: env.ICE_TRANSPORT_POLICY },
    problems,
  };
}
