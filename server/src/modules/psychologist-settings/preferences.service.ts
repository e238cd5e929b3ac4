import type { NotificationSettings, PrivacySettings } from '@acolhe/shared/psychologist-settings';
import type { AppServices } from '../../services.ts';
import * as repository from './preferences.repository.ts';

const bit = (value: boolean) => (value ? 1 : 0);

/**
 * Notificações and Privacidade. Honoured where the product has the feature: emailAppointments by the
 * appointment mails, publicProfile by the listing rule (availability.repository listedPsychologists),
 * showRatings by the directory cards. smsReminders, marketingEmails, weeklyReports and allowMessages are
 * kept for when SMS, newsletters, weekly reports and messages exist.
 */
export async function getPreferences(services: AppServices, userId: number) {
  const row = await repository.selectPreferences(services.db, userId);
  return {
    notifications: {
      emailAppointments: row.email_appointments === 1,
      smsReminders: row.sms_reminders === 1,
      marketingEmails: row.marketing_emails === 1,
      weeklyReports: row.weekly_reports === 1,
    } satisfies NotificationSettings,
    privacy: {
      publicProfile: row.public_profile === 1,
      showRatings: row.show_ratings === 1,
      allowMessages: row.allow_messages === 1,
    } satisfies PrivacySettings,
  };
}

export async function updateNotifications(
  services: AppServices,
  userId: number,
  input: NotificationSettings,
) {
  await repository.savePreferences(services.db, userId, {
    email_appointments: bit(input.emailAppointments),
    sms_reminders: bit(input.smsReminders),
    marketing_emails: bit(input.marketingEmails),
    weekly_reports: bit(input.weeklyReports),
  });
  return (await getPreferences(services, userId)).notifications;
}

export async function updatePrivacy(services: AppServices, userId: number, input: PrivacySettings) {
  await repository.savePreferences(services.db, userId, {
    public_profile: bit(input.publicProfile),
    show_ratings: bit(input.showRatings),
    allow_messages: bit(input.allowMessages),
  });
  return (await getPreferences(services, userId)).privacy;
}
