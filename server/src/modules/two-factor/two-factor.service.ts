import { messages } from '@acolhe/shared/messages';
import { twoFactorMessages } from '@acolhe/shared/two-factor';
import { DomainError } from '../../errors.ts';
import type { AppServices, RequestServices } from '../../services.ts';
import { confirmPassword } from '../../identity/password-confirmation.ts';
import { mustEnrolTwoFactor } from '../../identity/staff-two-factor.ts';
import { newRecoveryCodes, normaliseRecoveryCode, recoveryCodeHash } from './recovery-codes.ts';
import { acceptedTimeStep, newTotpSecret, otpauthUriOf, qrCodeDataUrlOf } from './totp.ts';
import { openSecret, sealSecret } from './two-factor-secret.ts';
import * as repository from './two-factor.repository.ts';

export interface TwoFactorUser {
  id: number;
  email: string;
  role: 'patient' | 'psychologist' | 'admin';
}

const invalidCode = () => new DomainError('BAD_REQUEST', twoFactorMessages.invalidCode, { field: 'code' });

export async function twoFactorStatus(services: AppServices, user: TwoFactorUser) {
  const enabled = await repository.isEnabled(services.db, user.id);
  return {
    enabled,
    recoveryCodesLeft: enabled ? await repository.countUnusedRecoveryCodes(services.db, user.id) : 0,
    mustEnrol: await mustEnrolTwoFactor(services, { ...user, twoFactorEnabled: enabled }),
  };
}

/** A new secret, shown once as a QR code and as text; it takes effect when a first code confirms it. */
export async function startEnrolment(services: RequestServices, user: TwoFactorUser, password: string) {
  await confirmPassword(services, user, password, messages.wrongPassword);
  if (await repository.isEnabled(services.db, user.id)) {
    throw new DomainError('CONFLICT', twoFactorMessages.alreadyEnabled);
  }
  const secret = newTotpSecret();
  await repository.upsertPending(services.db, user.id, sealSecret(services.recordsKeyring, user.id, secret));
  const otpauthUri = otpauthUriOf(secret, user.email);
  return { secret, otpauthUri, qrCodeDataUrl: await qrCodeDataUrlOf(otpauthUri) };
}

export async function confirmEnrolment(services: AppServices, user: TwoFactorUser, code: string) {
  const row = await repository.selectTwoFactor(services.db, user.id);
  if (!row || row.enabledAt !== null) throw new DomainError('BAD_REQUEST', twoFactorMessages.noEnrolment);
  const secret = openSecret(services.recordsKeyring, user.id, row);
  const timeStep = await acceptedTimeStep(secret, code, services.now(), null);
  if (timeStep === null) throw invalidCode();

  const recoveryCodes = newRecoveryCodes();
  await services.db.transaction().execute(async (trx) => {
    await repository.enable(trx, user.id, services.now().toISOString(), timeStep);
    await repository.insertRecoveryCodes(
      trx,
      user.id,
      recoveryCodes.map((recoveryCode) => recoveryCodeHash(services.authSessionSecret, recoveryCode)),
    );
  });
  return { recoveryCodes };
}

/** Whether the code, from the app or one of the recovery codes, is right now; either is then used up. */
export async function useSecondFactor(services: AppServices, userId: number, code: string): Promise<boolean> {
  const row = await repository.selectTwoFactor(services.db, userId);
  if (!row || row.enabledAt === null) return false;
  if (/^\d{6}$/.test(code)) {
    const secret = openSecret(services.recordsKeyring, userId, row);
    const timeStep = await acceptedTimeStep(secret, code, services.now(), row.lastTimeStep);
    return timeStep !== null && (await repository.advanceTimeStep(services.db, userId, timeStep));
  }
  if (!normaliseRecoveryCode(code)) return false;
  const hash = recoveryCodeHash(services.authSessionSecret, code);
  return repository.useRecoveryCode(services.db, userId, hash, services.now().toISOString());
}

export async function disableTwoFactor(
  services: RequestServices,
  user: TwoFactorUser,
  input: { password: string; code: string },
) {
  if (!(await repository.isEnabled(services.db, user.id))) throw new DomainError('BAD_REQUEST', twoFactorMessages.notEnabled);
  if (await mustEnrolTwoFactor(services, { ...user, twoFactorEnabled: false })) {
    throw new DomainError('FORBIDDEN', twoFactorMessages.requiredCannotDisable);
  }
  await confirmPassword(services, user, input.password, messages.wrongPassword);
  const attempt = { email: user.email, ip: services.ip };
  if (await services.loginThrottle.isThrottled(attempt, true, services.now())) {
    throw new DomainError('TOO_MANY_REQUESTS', messages.tooManyAttempts);
  }
  if (!(await useSecondFactor(services, user.id, input.code))) {
    await services.loginThrottle.recordFailure(attempt, services.now());
    throw invalidCode();
  }
  await repository.deleteTwoFactor(services.db, user.id);
  return { ok: true as const };
}
