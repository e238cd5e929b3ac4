import { z } from 'zod';
import { emailSchema, psychologistRegistration } from './auth.ts';
import { brazilianPhoneSchema } from './phone.ts';
import { specialties } from './specialties.ts';
import { multiLine, singleLine } from './text-fields.ts';

export const settingsMessages = {
  profileUpdated: 'Perfil atualizado com sucesso!',
  notificationsUpdated: 'Configurações de notificação atualizadas!',
  privacyUpdated: 'Configurações de privacidade atualizadas!',
  // Fallback for when the server could not be reached.
  saveError: 'Erro ao salvar as configurações',
} as const;

export const profileSettingsInput = z.object({
  name: singleLine(z.string().trim().min(2, 'Informe o nome completo').max(120, 'Nome muito longo')),
  email: emailSchema,
  phone: brazilianPhoneSchema,
  specialty: z.enum(specialties, 'Selecione uma especialidade'),
  /** Free text such as '10 anos'; empty or absent means none. */
  experience: singleLine(z.string().trim().max(120, 'Experiência muito longa'))
    .optional()
    .transform((value) => value || null),
  /** In R$, as at registration; stored as centavos. */
  hourlyRate: psychologistRegistration.shape.hourlyRate.refine(
    (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
    'Use no máximo dois decimais (centavos)',
  ),
  bio: multiLine(psychologistRegistration.shape.bio),
});
export type ProfileSettingsInput = z.input<typeof profileSettingsInput>;

/** Spec defaults: e-mail about appointments, no SMS, marketing and weekly reports on. */
export const notificationSettingsInput = z.object({
  emailAppointments: z.boolean(),
  smsReminders: z.boolean(),
  marketingEmails: z.boolean(),
  weeklyReports: z.boolean(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsInput>;

export const notificationLabels: Record<keyof NotificationSettings, string> = {
  emailAppointments: 'E-mails sobre agendamentos e cancelamentos',
  smsReminders: 'Lembretes por SMS',
  marketingEmails: 'E-mails de novidades do Acolhe',
  weeklyReports: 'Relatório semanal',
};

/** Spec defaults: all on. */
export const privacySettingsInput = z.object({
  publicProfile: z.boolean(),
  showRatings: z.boolean(),
  allowMessages: z.boolean(),
});
export type PrivacySettings = z.infer<typeof privacySettingsInput>;

export const privacyLabels: Record<keyof PrivacySettings, string> = {
  publicProfile: 'Perfil público no diretório',
  showRatings: 'Mostrar avaliações',
  allowMessages: 'Permitir mensagens de pacientes',
};
