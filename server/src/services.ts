import type { AppConfig } from './config.ts';
import type { Db } from './db/connection.ts';
import type { Mailer } from './mail/mailer.ts';
import type { AuthSessionHolds } from './identity/held-auth-sessions.ts';
import type { LoginThrottle } from './modules/auth/login-throttle.ts';
import type { RecordsKeyring } from './secrets/records-cipher.ts';
import type { SignallingRooms } from './modules/sessions/signalling/signalling-rooms.ts';
import type { AvailableDatesCache } from './modules/availability/available-dates-cache.ts';
import type { DirectoryPage } from './modules/directory/directory-card.ts';
import type { PublicReadVersions } from './modules/public-reads/public-read-versions.ts';
import type { VersionedCache } from './modules/public-reads/versioned-cache.ts';
import type { LandingFigures } from '@acolhe/shared/landing-document';
import type { PublicCallLimiter } from './trpc/public-call-limiter.ts';

/** Long-lived dependencies shared by every request, built once by buildApp. */
export interface AppServices {
  config: AppConfig;
  db: Db;
  mailer: Mailer;
  authSessionSecret: string;
  /** In memory on SQLite; in the database on PostgreSQL, where several servers share it. */
  loginThrottle: LoginThrottle;
  /** Auth sessions an open video call keeps from idling out (in the database on PostgreSQL). */
  heldAuthSessions: AuthSessionHolds;
  now: () => Date;
  /** The embedded video engine's signalling rooms (in memory, or relayed through PostgreSQL between servers). */
  signalling: SignallingRooms;
  /** Keys of the clinical records' encryption, kept outside the database. */
  recordsKeyring: RecordsKeyring;
  /** Per-IP budget of public procedure calls (in memory on SQLite; in the database on PostgreSQL). */
  publicCalls: PublicCallLimiter;
  availableDates: AvailableDatesCache;
  /** The public reads' data versions, which the caches below and the answer cache follow. */
  publicReadVersions: PublicReadVersions;
  /** Public reads kept until a write changes them (docs/decisions/product.md "Limits and defaults"). */
  directoryPages: VersionedCache<DirectoryPage>;
  landingFigures: VersionedCache<LandingFigures>;
}

/** The services as one request sees them: with the caller's address (login throttling, known addresses). */
export interface RequestServices extends AppServices {
  ip: string;
}
