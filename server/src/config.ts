import { isIP } from 'node:net';
import { z } from 'zod';
import { defaultTimeZone, isTimeZone } from '@acolhe/shared/calendar';
import type { DatabaseTarget } from './db/connection.ts';
import { iceServersSchema, iceTransportPolicySchema, turnSecretSchema, turnUrlsSchema, videoConfigOf, type VideoConfig } from './video-config.ts';

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

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('localhost'),
  DATABASE_PATH: z.string().min(1).default('./data/acolhe.db'),
  PUBLIC_URL: z.url().optional(),
  DEMO_MODE: booleanFlag.optional(),
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET precisa de pelo menos 32 caracteres').optional(),
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().min(3).default('Acolhe <nao-responda@acolhe.com.br>'),
  TIME_ZONE: z.string().refine(isTimeZone, 'TIME_ZONE precisa ser um fuso horário IANA, como America/Sao_Paulo').default(defaultTimeZone),
  CLIENT_DIST: z.string().min(1).default('./client/dist'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(30 * 24 * 60).default(30),
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

/** Every environment variable the server reads (deploy files are checked against it). */
export const environmentVariableNames: readonly string[] = Object.keys(environmentSchema.shape);

/**
 * Where the clinical records' key (AES-256-GCM) comes from: the environment; a file kept outside the
 * database file, generated on first run (one SQLite server only); or, for an in-memory database, the
 * process itself.
 */
export type RecordsKeySource =
  | { source: 'environment'; key: Buffer }
  | { source: 'file'; path: string }
  | { source: 'ephemeral' };

export type { IceServer, VideoConfig } from './video-config.ts';

/** Backups the server takes by itself, into `dir`, keeping the newest `keep`. */
export interface BackupSchedule {
  dir: string;
  everyHours: number;
  keep: number;
}

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** The SQLite file's path (its backups and restores); ignored when `database` is PostgreSQL. */
  databasePath: string;
  database: DatabaseTarget;
  publicUrl: string;
  demoMode: boolean;
  /** Absent means: generate one on first run and keep it in the database. */
  sessionSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  timeZone: string;
  clientDist: string;
  logLevel: string;
  authRateLimitPerMinute: number;
  /** An auth session unused this long ends (its 30-day lifetime aside). */
  sessionIdleMinutes: number;
  seedOnEmpty: boolean;
  /** Reverse proxies (addresses/CIDRs) whose X-Forwarded-For is believed; empty: the socket address counts. */
  trustedProxies: string[];
  /** Calls of public procedures per minute per IP, each call of a batch counted. */
  publicRateLimitPerMinute: number;
  /** How long a server trusts its last reading of the public reads' versions when it has not written since. */
  publicReadRecheckMs: number;
  video: VideoConfig;
  /** How often scheduled appointments whose join window has closed are settled as completed or no-show. */
  attendanceSweepSeconds: number;
  recordsKey: RecordsKeySource;
  /** Outside production: the server's clock starts at this instant and runs on (see clock.ts). */
  clockStart: Date | undefined;
  /** Backups the server takes by itself (BACKUP_DIR); absent: none. */
  backups: BackupSchedule | undefined;
}

function backupScheduleOf(env: z.output<typeof environmentSchema>): BackupSchedule | undefined {
  if (!env.BACKUP_DIR) {
    if (env.BACKUP_EVERY_HOURS !== undefined || env.BACKUP_KEEP !== undefined) {
      throw new Error('Configuração inválida:\nBACKUP_DIR: obrigatório com BACKUP_EVERY_HOURS ou BACKUP_KEEP (a pasta onde os backups ficam)');
    }
    return undefined;
  }
  if (env.DATABASE_PATH === ':memory:') {
    throw new Error('Configuração inválida:\nBACKUP_DIR: um banco em memória (DATABASE_PATH=:memory:) não tem backup');
  }
  return { dir: env.BACKUP_DIR, everyHours: env.BACKUP_EVERY_HOURS ?? 24, keep: env.BACKUP_KEEP ?? 7 };
}

function recordsKeyOf(env: z.output<typeof environmentSchema>): RecordsKeySource {
  if (env.RECORDS_KEY) return { source: 'environment', key: env.RECORDS_KEY };
  if (env.DATABASE_PATH === ':memory:') return { source: 'ephemeral' };
  return { source: 'file', path: env.RECORDS_KEY_FILE ?? `${env.DATABASE_PATH}.records-key` };
}

/** Reads and validates the environment once, at boot; throws with every problem listed. */
export function loadConfig(environment: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = environmentSchema.safeParse(
    Object.fromEntries(Object.entries(environment).filter(([, value]) => value !== undefined && value !== '')),
  );
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Configuração inválida:\n${problems.join('\n')}`);
  }
  const env = parsed.data;
  if (env.DATABASE_URL && !env.RECORDS_KEY) {
    throw new Error(
      'Configuração inválida:\nRECORDS_KEY: obrigatória com DATABASE_URL (todos os servidores precisam da mesma chave dos prontuários)',
    );
  }
  if (env.DATABASE_URL && env.BACKUP_DIR) {
    throw new Error(
      'Configuração inválida:\nBACKUP_DIR: os backups do servidor são do arquivo SQLite; com DATABASE_URL use as ferramentas do PostgreSQL (pg_dump)',
    );
  }
  if (env.CLOCK_START && env.NODE_ENV === 'production') {
    throw new Error('Configuração inválida:\nCLOCK_START: não pode ser usado em produção');
  }
  const { video, problems } = videoConfigOf(env);
  if (problems.length > 0) throw new Error(`Configuração inválida:\n${problems.join('\n')}`);
  const demoMode = env.DEMO_MODE ?? env.NODE_ENV !== 'production';
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    databasePath: env.DATABASE_PATH,
    database: env.DATABASE_URL
      ? { engine: 'postgres', url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE }
      : { engine: 'sqlite', path: env.DATABASE_PATH },
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    demoMode,
    sessionSecret: env.SESSION_SECRET,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    timeZone: env.TIME_ZONE,
    clientDist: env.CLIENT_DIST,
    logLevel: env.LOG_LEVEL,
    authRateLimitPerMinute: env.AUTH_RATE_LIMIT_PER_MINUTE,
    sessionIdleMinutes: env.SESSION_IDLE_MINUTES,
    seedOnEmpty: env.SEED_ON_EMPTY ?? demoMode,
    trustedProxies: env.TRUST_PROXY,
    publicRateLimitPerMinute: env.PUBLIC_RATE_LIMIT_PER_MINUTE,
    publicReadRecheckMs: env.PUBLIC_READ_RECHECK_MS,
    video,
    attendanceSweepSeconds: env.ATTENDANCE_SWEEP_SECONDS,
    recordsKey: recordsKeyOf(env),
    clockStart: env.CLOCK_START ? new Date(env.CLOCK_START) : undefined,
    backups: backupScheduleOf(env),
  };
}
