import { createHmac, randomBytes } from 'node:crypto';
import {
  calendarFeedMessages,
  calendarFeedPath,
  calendarFeedTokenPattern,
  webcalUrlOf,
  type CalendarFeedStatus,
  type NewCalendarFeed,
} from '@acolhe/shared/calendar-feed';
import type { AppServices } from '../../services.ts';
import { mustEnrolTwoFactor } from '../../identity/staff-two-factor.ts';
import { isEnabled as isTwoFactorEnabled } from '../two-factor/two-factor.repository.ts';
import type { AuthSessionUser } from '../../identity/auth-session.service.ts';
import { appointmentEvent, type CalendarViewer } from '../calendar/appointment-calendar.ts';
import * as repository from './calendar-feed.repository.ts';
import { writeCalendar } from '../calendar/ics-writer.ts';

/**
 * Each patient and psychologist may hold one private subscription link to their consultations. The
 * token is 32 random bytes (256 bits, base64url): unguessable, so the link itself is the credential, as
 * calendar apps cannot sign in. The database keeps only its keyed hash (as for auth sessions), so a copy
 * of the database opens no calendar, and the link is shown once, when made. A new link replaces the old
 * one, which then answers 404 like any unknown link.
 */

/** How often subscribed calendars are asked to fetch the feed again. */
export const feedRefreshMinutes = 60;
/** Past consultations kept in the feed (the calendar app keeps what it already had). */
export const feedPastDays = 90;
/** More than a full agenda over the past days and the booking horizon. */
export const feedMaxEvents = 2000;

function tokenHashOf(token: string, secret: string): string {
  return createHmac('sha256', secret).update(`calendar-feed:${token}`).digest('base64url');
}

function viewerOf(user: Pick<AuthSessionUser, 'role' | 'approvalStatus'>): CalendarViewer | null {
  if (user.role === 'patient') return 'patient';
  if (user.role === 'psychologist' && user.approvalStatus === 'approved') return 'psychologist';
  return null;
}

export async function feedStatus(services: AppServices, userId: number): Promise<CalendarFeedStatus> {
  const row = await repository.selectFeedOf(services.db, userId);
  return { active: row !== undefined, createdAt: row?.createdAt ?? null };
}

/** Makes a new link, replacing (revoking) the one the user had. The token leaves the server only here. */
export async function renewFeed(services: AppServices, userId: number): Promise<NewCalendarFeed> {
  const token = randomBytes(32).toString('base64url');
  const createdAt = services.now().toISOString();
  await repository.replaceFeed(services.db, userId, tokenHashOf(token, services.authSessionSecret), createdAt);
  const url = new URL(calendarFeedPath(token), services.config.publicUrl).toString();
  return { url, webcalUrl: webcalUrlOf(url), createdAt };
}

export async function revokeFeed(services: AppServices, userId: number): Promise<CalendarFeedStatus> {
  await repository.deleteFeed(services.db, userId);
  return { active: false, createdAt: null };
}

/**
 * The feed the token opens: its owner's consultations (a patient's own; a psychologist's agenda), the
 * cancelled ones as STATUS:CANCELLED so subscribed calendars remove them. Null for a token that is
 * malformed, unknown, replaced, or whose owner can no longer sign in or must first enrol in 2FA.
 */
export async function feedForToken(services: AppServices, token: string): Promise<string | null> {
  if (!calendarFeedTokenPattern.test(token)) return null;
  const owner = await repository.selectFeedOwner(services.db, tokenHashOf(token, services.authSessionSecret));
  if (!owner) return null;
  const viewer = viewerOf(owner);
  if (!viewer) return null;
  // A psychologist who must first enrol in two-factor authentication cannot read their agenda in the app.
  if (viewer === 'psychologist') {
    const twoFactorEnabled = await isTwoFactorEnabled(services.db, owner.id);
    if (await mustEnrolTwoFactor(services, { role: owner.role, twoFactorEnabled })) return null;
  }
  const since = new Date(services.now().getTime() - feedPastDays * 86_400_000).toISOString();
  const appointments = await repository.selectFeedAppointments(services.db, owner.id, viewer, since, feedMaxEvents);
  return writeCalendar({
    name: viewer === 'patient' ? calendarFeedMessages.patientCalendarName : calendarFeedMessages.psychologistCalendarName,
    refreshMinutes: feedRefreshMinutes,
    events: appointments.map((appointment) => appointmentEvent(services, appointment, viewer)),
  });
}
