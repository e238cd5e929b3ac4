import type { PlatformSettings, PlatformSettingsInput } from '@acolhe/shared/platform-settings';
import { twoFactorMessages } from '@acolhe/shared/two-factor';
import { DomainError } from '../../../errors.ts';
import * as twoFactor from '../../two-factor/two-factor.repository.ts';
import type { AppServices } from '../../../services.ts';
import { appVersion } from '../../../version.ts';
import { recordActivity } from '../../activity-log/activity.repository.ts';
import { readAllSettings, writeSettings } from '../../platform-settings/platform-settings.ts';
import { selectDatabaseSizeBytes } from '../../platform-settings/platform-settings.repository.ts';

/** The SMTP server's host and port only: the URL may carry a user and password. */
function smtpHostOf(smtpUrl: string | undefined): string | null {
  if (!smtpUrl) return null;
  const url = new URL(smtpUrl);
  return url.port ? `${url.hostname}:${url.port}` : url.hostname;
}

/** What the admin reads but cannot change here: it comes from the environment or the running server. */
async function platformFacts(services: AppServices) {
  const { config } = services;
  return {
    video:
      config.video.engine === 'livekit'
        ? { engine: 'livekit' as const, url: config.video.url }
        : { engine: 'embedded' as const, url: null },
    mail:
      services.mailer.transport === 'smtp'
        ? { transport: 'smtp' as const, host: smtpHostOf(config.smtpUrl) }
        : { transport: 'outbox' as const, host: null },
    databaseSizeBytes: await selectDatabaseSizeBytes(services.db),
    appVersion,
  };
}

export async function getSettingsOverview(services: AppServices) {
  return { settings: await readAllSettings(services.db), facts: await platformFacts(services) };
}

async function saveSettings(services: AppServices, adminId: number, settings: Partial<PlatformSettings>, summary: string) {
  await services.db.transaction().execute(async (trx) => {
    await writeSettings(trx, settings);
    await recordActivity(trx, { actorId: adminId, action: 'settings.updated', subjectType: 'platform', subjectId: null, summary });
  });
  return getSettingsOverview(services);
}

/** The /admin/settings form: every setting but the staff two-factor requirement, which keeps its value. */
export function updateSettings(services: AppServices, adminId: number, settings: PlatformSettingsInput) {
  return saveSettings(services, adminId, settings, 'Configurações da plataforma atualizadas');
}

/** An admin may require two-factor authentication of the staff only once they use it themselves. */
export async function setStaffTwoFactor(services: AppServices, adminId: number, required: boolean) {
  if (required && !(await twoFactor.isEnabled(services.db, adminId))) {
    throw new DomainError('BAD_REQUEST', twoFactorMessages.adminMustEnrolFirst, { field: 'required' });
  }
  const summary = required
    ? 'Verificação em duas etapas exigida de psicólogos e administradores'
    : 'Verificação em duas etapas deixou de ser exigida da equipe';
  return saveSettings(services, adminId, { requireTwoFactorForStaff: required }, summary);
}
