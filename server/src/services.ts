import type { AppConfig } from './config.ts';
import type { Db } from './db/connection.ts';
import type { Mailer } from './mail/mailer.ts';
import type { LoginThrottle } from './modules/auth/login-throttle.ts';
import type { RecordsKeyring } from './modules/clinical-records/records-cipher.ts';
import type { SignallingHub } from './modules/sessions/signalling-hub.ts';
import type { AvailableDatesCache } from './modules/availability/available-dates-cache.ts';
import type { PublicCallLimiter } from './trpc/public-call-limiter.ts';

/** Long-lived dependencies shared by every request, built once by buildApp. */
export interface AppServices {
  config: AppConfig;
  db: Db;
  mailer: Mailer;
  sessionSecret: string;
  loginThrottle: LoginThrottle;
  now: () => Date;
  /** The embedded video engine's signalling rooms (in memory: one server process). */
  signalling: SignallingHub;
  /** Keys of the clinical records' encryption, kept outside the database. */
  recordsKeyring: RecordsKeyring;
  /** Per-IP budget of public procedure calls (in memory: one server process). */
  publicCalls: PublicCallLimiter;
  availableDates: AvailableDatesCache;
}
