import type { AppServices } from '../services.ts';
import { readSettings } from '../modules/platform-settings/platform-settings.ts';

/**
 * Whether the user must enrol in two-factor authentication before using their area: psychologists and
 * admins, when the admin setting 'Exigir 2FA para psicólogos e administradores' is on.
 */
export async function mustEnrolTwoFactor(
  services: Pick<AppServices, 'db'>,
  user: { role: string; twoFactorEnabled: boolean },
): Promise<boolean> {
  if (user.twoFactorEnabled || user.role === 'patient') return false;
  const { requireTwoFactorForStaff } = await readSettings(services.db, ['requireTwoFactorForStaff']);
  return requireTwoFactorForStaff === true;
}
