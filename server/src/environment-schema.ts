import { isIP } from 'node:net';
import { z } from 'zod';
import { defaultTimeZone, isTimeZone } from '@acolhe/shared/calendar';
import { iceServersSchema, iceTransportPolicySchema, turnSecretSchema, turnUrlsSchema } from './video-config.ts';

// The environment variables the server reads, validated with pt-BR messages (config.ts turns them into AppConfig).

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

/** proxy-addr's names for the private ranges, accepted beside addresses and CIDRs. */
const namedRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (namedRanges.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/** Addresses/CIDRs of the reverse proxies allowed to set X-Forwarded-For; '0' or empty: none. */
const trustProxySchema = z
  .string()
  .transform((text) => (text.trim() === '0' ? [] : text.split(',').map((entry) => entry.trim()).filter(Boolean)))
  .refine(
    (entries) => entries.every(isProxyAddress),
    'TRUST_PROXY precisa ser uma lista de endereços ou CIDRs dos proxies, separados por vírgula (ex.: 10.0.0.5,10.1.0.0/16)',
  );

const recordsKeySchema = z
  .string()
  .trim()
  .refine(
    (value) => /^[A-Za-z0-9+/]{43}=$/.test(value) && Buffer.from(value, 'base64').length === 32,
    'RECORDS_KEY precisa ser uma chave de 32 bytes em base64 (gere com: openssl rand -base64 32)',
  )
  .transform((value) => Buffer.from(value, 'base64'));

/**
 * The site's address, kept as its origin: every e-mail link is written as PUBLIC_URL + an absolute path,
 * so a trailing slash ('https://clinica.exemplo.com.br/') made each one start with '//' after the host,
 * and a path would be dropped by the links that replace it (the app is served from the root).
 */
const publicUrlSchema = z
  .url({ protocol: /^https?$/, error: 'PUBLIC_URL precisa ser um endereço http(s) (ex.: https://clinica.exemplo.com.br)' })
  .refine((text) => {
    // Checks run on after a failed one: an address that is not one was already refused above.
    const url = URL.parse(text);
    return url === null || (url.pathname === '/' && url.search === '' && url.hash === '');
  }, 'PUBLIC_URL precisa ser só o endereço do site, sem caminho nem parâmetros (ex.: https://clinica.exemplo.com.br)')
  .transform((text) => new URL(text).origin);

export const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('localhost'),
  DATABASE_PATH: z.string().min(1).default('./data/acolhe.db'),
  PUBLIC_URL: publicUrlSchema.optional(),
  DEMO_MODE: booleanFlag.optional(),
  AUTH_SESSION_SECRET: z.string().min(32, 'AUTH_SESSION_SECRET precisa de pelo menos 32 caracteres').optional(),
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().min(3).default('Acolhe <nao-responda@acolhe.com.br>'),
  TIME_ZONE: z.string().refine(isTimeZone, 'TIME_ZONE precisa ser um fuso horário IANA, como America/Sao_Paulo').default(defaultTimeZone),
  CLIENT_DIST: z.string().min(1).default('./client/dist'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
  AUTH_SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(30 * 24 * 60).default(30),
  SEED_ON_EMPTY: booleanFlag.optional(),
  TRUST_PROXY: trustProxySchema.default([]),
  PUBLIC_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(1200),
  PUBLIC_READ_RECHECK_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  LIVEKIT_URL: z.url({ protocol: /^(wss?|https?)$/ }).optional(),
  LIVEKIT_API_KEY: z.string().min(1).optional(),
  LIVEKIT_API_SECRET: z.string().min(1).optional(),
  ICE_SERVERS: iceServersSchema.default([]),
  TURN_URLS: turnUrlsSchema.optional(),
  TURN_SECRET: turnSecretSchema.optional(),
  ICE_TRANSPORT_POLICY: iceTransportPolicySchema.default('all'),
  ATTENDANCE_SWEEP_SECONDS: z.coerce.number().int().positive().default(60),
  RECORDS_KEY: recordsKeySchema.optional(),
  RECORDS_KEY_FILE: z.string().min(1).optional(),
  // PostgreSQL, shared by several app servers (scale-out); those servers must share the records key too.
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL precisa ser um endereço PostgreSQL (postgres://usuário:senha@host:5432/banco)')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
  BACKUP_DIR: z.string().trim().min(1).optional(),
  BACKUP_EVERY_HOURS: z.coerce
    .number({ error: 'BACKUP_EVERY_HOURS precisa ser um número de horas (ex.: 24)' })
    .positive('BACKUP_EVERY_HOURS precisa ser maior que zero')
    .max(24 * 365, 'BACKUP_EVERY_HOURS pode ser no máximo um ano (8760)')
    .optional(),
  BACKUP_KEEP: z.coerce
    .number({ error: 'BACKUP_KEEP precisa ser um número inteiro (ex.: 7)' })
    .int('BACKUP_KEEP precisa ser um número inteiro (ex.: 7)')
    .min(1, 'BACKUP_KEEP precisa ser pelo menos 1')
    .max(10_000, 'BACKUP_KEEP pode ser no máximo 10000')
    .optional(),
  CLOCK_START: z.iso
    .datetime({ offset: true, error: 'CLOCK_START precisa ser um instante ISO 8601, ex.: 2026-11-30T23:30:00-03:00' })
    .optional(),
});

/**
 * Settings renamed so that "session" keeps one meaning (the video consultation): each old name is still
 * read when the new one is absent, so existing deployments keep working.
 */
export const renamedVariables = {
  AUTH_SESSION_SECRET: 'SESSION_SECRET',
  AUTH_SESSION_IDLE_MINUTES: 'SESSION_IDLE_MINUTES',
} as const satisfies Partial<Record<keyof z.input<typeof environmentSchema>, string>>;

/** The environment with each renamed setting under its new name, taken from the old one when only that is set. */
export function withRenamedVariables(environment: Record<string, string | undefined>): Record<string, string | undefined> {
  const oldNames: ReadonlySet<string> = new Set(Object.values(renamedVariables));
  const renamed = Object.fromEntries(Object.entries(environment).filter(([name]) => !oldNames.has(name)));
  for (const [name, oldName] of Object.entries(renamedVariables)) {
    if (renamed[name] === undefined || renamed[name] === '') renamed[name] = environment[oldName];
  }
  return renamed;
}

/** Every environment variable the server reads, old names included (deploy files are checked against it). */
export const environmentVariableNames: readonly string[] = [
  ...Object.keys(environmentSchema.shape),
  ...Object.values(renamedVariables),
];

/** The environment as validated: defaults filled in, flags and numbers parsed. */
export type Environment = z.output<typeof environmentSchema>;
