import type { LoginInput, PublicUser, RegisterInput } from '@acolhe/shared/auth';
import { crpMessages } from '@acolhe/shared/crp';
import { twoFactorMessages } from '@acolhe/shared/two-factor';
import { messages } from '@acolhe/shared/messages';
import { foldText } from '../../db/connection.ts';
import { DomainError, isUniqueViolation } from '../../errors.ts';
import type { RequestServices } from '../../services.ts';
import { recordActivity } from '../activity-log/activity.repository.ts';
import * as users from './auth.repository.ts';
import { hashPassword, verifyPassword } from '../../identity/password.ts';
import { loadPublicUser } from '../../identity/public-user.ts';
import { startAuthSession } from '../../identity/auth-session.service.ts';
import { isKnownLoginAddress, rememberLoginAddress } from './login-addresses.ts';
import type { PasswordAttempt } from '../../services.ts';
import { issueLoginChallenge, userOfLoginChallenge } from '../two-factor/login-challenge.ts';
import { isEnabled as hasTwoFactor } from '../two-factor/two-factor.repository.ts';
import { useSecondFactor } from '../two-factor/two-factor.service.ts';

const mondayToFriday = [1, 2, 3, 4, 5];

const crpTaken = () => new DomainError('CONFLICT', crpMessages.taken, { field: 'crp' });

export type RegistrationResult =
  | { kind: 'patient'; user: PublicUser; authSessionToken: string }
  | { kind: 'psychologist' };

export async function register(services: RequestServices, input: RegisterInput): Promise<RegistrationResult> {
  const { db } = services;
  if (await users.emailExists(db, input.email)) throw new DomainError('CONFLICT', messages.emailTaken);
  if (input.role === 'psychologist' && (await users.crpExists(db, input.crp))) throw crpTaken();

  const company =
    input.role === 'patient' && input.companyCode ? await users.findActiveCompanyByCode(db, input.companyCode) : null;
  if (input.role === 'patient' && input.companyCode && !company) {
    throw new DomainError('BAD_REQUEST', messages.invalidCompanyCode);
  }

  const passwordHash = await hashPassword(input.password);
  const now = services.now().toISOString();
  try {
    const userId = await db.transaction().execute(async (trx) => {
      const id = await users.insertUser(trx, {
        email: input.email,
        password_hash: passwordHash,
        name: input.name,
        phone: input.phone,
        role: input.role,
        company_id: company?.id ?? null,
      });
      if (input.role === 'psychologist') {
        const [start = '', end = ''] = input.availableHours.split('-').map((part) => part.trim());
        await users.insertPsychologistProfile(trx, {
          userId: id,
          specialty: input.specialty,
          bio: input.bio,
          hourlyRateCents: Math.round(input.hourlyRate * 100),
          availableHours: `${start}-${end}`,
          crp: input.crp,
          professionalTitle: input.professionalTitle,
          appliedAt: now,
          searchText: foldText(`${input.name} ${input.specialty}`),
        });
        await users.insertWeeklyAvailability(trx, id, mondayToFriday, start, end);
      }
      await recordActivity(trx, {
        actorId: id,
        action: input.role === 'psychologist' ? 'psychologist.applied' : 'patient.registered',
        subjectType: 'user',
        subjectId: id,
        summary: input.role === 'psychologist' ? 'Nova candidatura de psicólogo(a)' : 'Novo paciente cadastrado',
      });
      return id;
    });
    if (input.role === 'psychologist') return { kind: 'psychologist' };
    await rememberLoginAddress(services, userId, services.ip);
    const authSessionToken = await startAuthSession(services, userId);
    return { kind: 'patient', user: await loadPublicUser(db, userId), authSessionToken };
  } catch (error) {
    if (isUniqueViolation(error, 'psychologist_profiles.crp')) throw crpTaken();
    if (isUniqueViolation(error)) throw new DomainError('CONFLICT', messages.emailTaken);
    throw error;
  }
}

export type LoginResult =
  | { kind: 'signed-in'; user: PublicUser; authSessionToken: string }
  | { kind: 'second-factor'; challenge: string };

export async function login(services: RequestServices, input: LoginInput): Promise<LoginResult> {
  const { db, loginThrottle } = services;
  const now = services.now();
  const attempt = { email: input.email, ip: services.ip };
  const account = await users.findUserByEmail(db, input.email);
  const fromKnownAddress = account ? await isKnownLoginAddress(services, account.id, services.ip) : false;
  if (await loginThrottle.isThrottled(attempt, fromKnownAddress, now)) {
    throw new DomainError('TOO_MANY_REQUESTS', messages.tooManyAttempts);
  }

  if (!account) throw new DomainError('UNAUTHORIZED', messages.userNotFound);
  if (!(await verifyPassword(input.password, account.password_hash))) {
    await loginThrottle.recordFailure(attempt, now);
    throw new DomainError('UNAUTHORIZED', messages.wrongPassword);
  }
  if (account.is_active !== 1) throw new DomainError('FORBIDDEN', messages.accountDeactivated);
  // The pair's failures stay until the code is right too, so the password cannot reset a code guesser.
  if (await hasTwoFactor(db, account.id)) {
    return { kind: 'second-factor', challenge: issueLoginChallenge(services, account.id) };
  }
  return finishLogin(services, account.id, attempt);
}

async function finishLogin(
  services: RequestServices,
  userId: number,
  attempt: PasswordAttempt,
): Promise<LoginResult & { kind: 'signed-in' }> {
  await services.loginThrottle.recordSuccess(attempt);
  await rememberLoginAddress(services, userId, services.ip);
  const authSessionToken = await startAuthSession(services, userId);
  return { kind: 'signed-in', user: await loadPublicUser(services.db, userId), authSessionToken };
}

/**
 * Wrong codes (from the app or recovery codes) count per account, from whichever address they come: the
 * throttle's pair of the account and this fixed address gives a few free failures, then each try waits
 * twice as long as the last. A guesser who has the password cannot spread guesses over many addresses.
 */
function codeGuessesOf(email: string): PasswordAttempt {
  return { email, ip: 'segundo-fator' };
}

/** The second step of a login with two-factor authentication: the code from the app or a recovery code. */
export async function completeLoginWithCode(
  services: RequestServices,
  input: { challenge: string; code: string },
): Promise<LoginResult & { kind: 'signed-in' }> {
  const userId = userOfLoginChallenge(services, input.challenge);
  const account = userId === null ? undefined : await users.findActiveUserById(services.db, userId);
  if (!account) throw new DomainError('UNAUTHORIZED', twoFactorMessages.challengeExpired);
  const now = services.now();
  const attempt = { email: account.email, ip: services.ip };
  const codes = codeGuessesOf(account.email);
  const { loginThrottle } = services;
  if ((await loginThrottle.isThrottled(attempt, true, now)) || (await loginThrottle.isThrottled(codes, true, now))) {
    throw new DomainError('TOO_MANY_REQUESTS', messages.tooManyAttempts);
  }
  if (!(await useSecondFactor(services, account.id, input.code))) {
    await loginThrottle.recordFailure(codes, now);
    throw new DomainError('BAD_REQUEST', twoFactorMessages.invalidCode, { field: 'code' });
  }
  await loginThrottle.recordSuccess(codes);
  return finishLogin(services, account.id, attempt);
}
