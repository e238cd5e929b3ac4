import { generate } from 'otplib';
import { newTotpSecret } from '../src/modules/two-factor/totp.ts';
import { sealSecret } from '../src/modules/two-factor/two-factor-secret.ts';
import { recoveryCodeHash } from '../src/modules/two-factor/recovery-codes.ts';
import type { TestServer } from './harness.ts';

/**
 * Two-factor state written straight to the database for tests that are not about enrolment (the
 * authorization matrix): a known secret, enabled or waiting for its first code.
 */
export async function giveTwoFactor(
  server: TestServer,
  userId: number,
  state: 'pending' | 'enabled',
  secret: string = newTotpSecret(),
): Promise<{ secret: string }> {
  const { db, recordsKeyring } = server.app.services;
  const sealed = sealSecret(recordsKeyring, userId, secret);
  const row = {
    key_id: sealed.keyId,
    nonce: sealed.nonce,
    ciphertext: sealed.ciphertext,
    auth_tag: sealed.authTag,
    enabled_at: state === 'enabled' ? new Date().toISOString() : null,
    last_time_step: null,
  };
  await db
    .insertInto('two_factor')
    .values({ user_id: userId, ...row })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(row))
    .execute();
  return { secret };
}

/** A fresh recovery code for a user whose two-factor authentication is enabled. */
export async function addRecoveryCode(server: TestServer, userId: number, code: string): Promise<void> {
  await server.app.services.db
    .insertInto('two_factor_recovery_codes')
    .values({ user_id: userId, code_hash: recoveryCodeHash(server.app.services.authSessionSecret, code) })
    .execute();
}

export function appCodeAt(secret: string, at: Date): Promise<string> {
  return generate({ secret, epoch: Math.floor(at.getTime() / 1000) });
}

export async function removeTwoFactor(server: TestServer, userId: number): Promise<void> {
  await server.app.services.db.deleteFrom('two_factor').where('user_id', '=', userId).execute();
}
