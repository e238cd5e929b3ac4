import { createHmac } from 'node:crypto';
import type { AppServices } from '../../services.ts';
import * as loginAddresses from './login-address.repository.ts';

const keptPerAccount = 10;

/** Keyed, so the table names no address: it can only tell whether a given one was seen. */
function addressHashOf(services: Pick<AppServices, 'authSessionSecret'>, ip: string): string {
  return createHmac('sha256', services.authSessionSecret).update(`login-address:${ip}`).digest('base64url');
}

export async function isKnownLoginAddress(services: AppServices, userId: number, ip: string): Promise<boolean> {
  return loginAddresses.exists(services.db, userId, addressHashOf(services, ip));
}

export async function rememberLoginAddress(services: AppServices, userId: number, ip: string): Promise<void> {
  await loginAddresses.upsert(services.db, {
    userId,
    addressHash: addressHashOf(services, ip),
    at: services.now().toISOString(),
  });
  await loginAddresses.keepLatest(services.db, userId, keptPerAccount);
}
