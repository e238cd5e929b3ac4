import { defaultPlatformSettings, storedSettingsSchema, type PlatformSettings } from '@acolhe/shared/platform-settings';
import type { Db } from '../../db/connection.ts';
import { selectSettingValues, upsertSettingValues } from './platform-settings.repository.ts';

type SettingName = keyof PlatformSettings;

/** The platform_settings key of each setting. */
const storageKeys: Record<SettingName, string> = {
  platformName: 'platform_name',
  supportEmail: 'support_email',
  bookingHorizonDays: 'booking_horizon_days',
  bookingNoticeHours: 'booking_notice_hours',
  dpoName: 'dpo_name',
  dpoEmail: 'dpo_email',
  requireTwoFactorForStaff: 'require_two_factor_for_staff',
};

function parseSetting<Name extends SettingName>(
  name: Name,
  stored: string | undefined,
): PlatformSettings[Name] {
  if (stored === undefined) return defaultPlatformSettings[name];
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return defaultPlatformSettings[name];
  }
  const parsed = storedSettingsSchema.shape[name].safeParse(value);
  // A value written by hand that no longer passes validation counts as never set.
  return parsed.success ? (parsed.data as PlatformSettings[Name]) : defaultPlatformSettings[name];
}

/**
 * Reads the named settings, each falling back to its default. Read on every use rather than cached, so
 * a change applies at once on every server that shares the database.
 */
export async function readSettings<Name extends SettingName>(
  db: Db,
  names: readonly Name[],
): Promise<Pick<PlatformSettings, Name>> {
  const rows = await selectSettingValues(
    db,
    names.map((name) => storageKeys[name]),
  );
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  const result = {} as Pick<PlatformSettings, Name>;
  for (const name of names) result[name] = parseSetting(name, stored.get(storageKeys[name]));
  return result;
}

export const settingNames = Object.keys(storageKeys) as SettingName[];

export function readAllSettings(db: Db): Promise<PlatformSettings> {
  return readSettings(db, settingNames);
}

/** Writes the settings given; the others keep their stored values. */
export function writeSettings(db: Db, settings: Partial<PlatformSettings>) {
  return upsertSettingValues(
    db,
    settingNames
      .filter((name) => name in settings)
      .map((name) => ({ key: storageKeys[name], value: JSON.stringify(settings[name]) })),
  );
}
