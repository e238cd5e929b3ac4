import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { DirectoryPage } from '@acolhe/shared/directory';
import type { LandingFigures } from '@acolhe/shared/landing-document';
import type { AppConfig } from './config.ts';
import type { Db } from './db/connection.ts';
import type { Mailer } from './mail/mailer.ts';
import type { RecordsKeyring } from './secrets/records-cipher.ts';
import type { SignallingRooms } from './signalling/signalling-rooms.ts';
import type { AvailableDatesCache } from './modules/public-reads/available-dates-cache.ts';
import type { PublicReadVersions } from './modules/public-reads/public-read-versions.ts';
import type { VersionedCache } from './modules/public-reads/versioned-cache.ts';

/*
 * The parts of the app that vary with the deployment (in memory on one SQLite server, in the database
 * when several servers share PostgreSQL) are named here by what the rules ask of them, so this file
 * stays below every module that implements or uses them.
 */

/** One try at an account's password: whose account, and from which address. */
export interface PasswordAttempt {
  email: string;
  ip: string;
}

/**
 * Slows password guessing without handing anyone a way to lock an owner out (modules/auth/login-throttle.ts).
 * Each account + address pair gets a few free failures, then waits twice as long after each further one.
 * Many failures on one account from anywhere close it to new addresses only: an address that signed in
 * to it before (`fromKnownAddress`) still gets in.
 */
export interface LoginThrottle {
  isThrottled(attempt: PasswordAttempt, fromKnownAddress: boolean, now: Date): Promise<boolean>;
  recordFailure(attempt: PasswordAttempt, now: Date): Promise<void>;
  recordSuccess(attempt: PasswordAttempt): Promise<void>;
}

/**
 * Auth sessions kept in use by a long-lived request (an open video call's signalling stream): they do
 * not idle out while held, though no other request arrives.
 */
export interface AuthSessionHolds {
  /** Holds the auth session until the returned release is called. */
  hold(authSessionId: string): Promise<() => Promise<void>>;
  isHeld(authSessionId: string): Promise<boolean>;
}

/** What the app asks of the public budget: spend points, or read what is left. */
export type PublicCallLimiter = Pick<RateLimiterAbstract, 'consume' | 'get'>;

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
