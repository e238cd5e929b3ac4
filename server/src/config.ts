import type { DatabaseTarget } from './db/connection.ts';
import { environmentSchema, withRenamedVariables, type Environment } from './environment-schema.ts';
import { videoConfigOf, type VideoConfig } from './video-config.ts';

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
  authSessionSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  timeZone: string;
  clientDist: string;
  logLevel: string;
  authRateLimitPerMinute: number;
  /** An auth session unused this long ends (its 30-day lifetime aside). */
  authSessionIdleMinutes: number;
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

function backupScheduleOf(env: Environment): BackupSchedule | undefined {
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

function recordsKeyOf(env: Environment): RecordsKeySource {
  if (env.RECORDS_KEY) return { source: 'environment', key: env.RECORDS_KEY };
  if (env.DATABASE_PATH === ':memory:') return { source: 'ephemeral' };
  return { source: 'file', path: env.RECORDS_KEY_FILE ?? `${env.DATABASE_PATH}.records-key` };
}

/** Reads and validates the environment once, at boot; throws with every problem listed. */
export function loadConfig(environment: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = environmentSchema.safeParse(
    Object.fromEntries(Object.entries(withRenamedVariables(environment)).filter(([, value]) => value !== undefined && value !== '')),
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
    authSessionSecret: env.AUTH_SESSION_SECRET,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    timeZone: env.TIME_ZONE,
    clientDist: env.CLIENT_DIST,
    logLevel: env.LOG_LEVEL,
    authRateLimitPerMinute: env.AUTH_RATE_LIMIT_PER_MINUTE,
    authSessionIdleMinutes: env.AUTH_SESSION_IDLE_MINUTES,
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
