import { z } from 'zod';
import { emailSchema } from './auth.ts';
import { singleLine } from './text-fields.ts';

export const bookingHorizonRange = { min: 7, max: 365 } as const;
export const bookingNoticeRange = { min: 0, max: 168 } as const;

/** Platform settings the admin edits on /admin/settings, stored in platform_settings. */
export const platformSettingsInput = z.object({
  platformName: singleLine(
    z.string().trim().min(2, 'Informe o nome da plataforma').max(60, 'Nome da plataforma muito longo'),
  ),
  supportEmail: emailSchema,
  bookingHorizonDays: z
    .number('Informe o período de agendamento')
    .int('Informe um número inteiro de dias')
    .min(
      bookingHorizonRange.min,
      `O período de agendamento deve ser de ${bookingHorizonRange.min} a ${bookingHorizonRange.max} dias`,
    )
    .max(
      bookingHorizonRange.max,
      `O período de agendamento deve ser de ${bookingHorizonRange.min} a ${bookingHorizonRange.max} dias`,
    ),
  bookingNoticeHours: z
    .number('Informe a antecedência mínima')
    .int('Informe um número inteiro de horas')
    .min(
      bookingNoticeRange.min,
      `A antecedência mínima deve ser de ${bookingNoticeRange.min} a ${bookingNoticeRange.max} horas`,
    )
    .max(
      bookingNoticeRange.max,
      `A antecedência mínima deve ser de ${bookingNoticeRange.min} a ${bookingNoticeRange.max} horas`,
    ),
  dpoName: singleLine(
    z.string().trim().min(2, 'Informe o nome do encarregado de dados').max(120, 'Nome muito longo'),
  ),
  dpoEmail: emailSchema,
});
export type PlatformSettingsInput = z.output<typeof platformSettingsInput>;

/** 'Exigir 2FA para psicólogos e administradores' (they enrol before using their area), switched on /admin/security. */
export const staffTwoFactorInput = z.object({
  required: z.boolean('Escolha se a verificação em duas etapas é obrigatória'),
});

/** Every stored setting: the form's, and the staff two-factor requirement set on its own. */
export const storedSettingsSchema = platformSettingsInput.extend({
  requireTwoFactorForStaff: staffTwoFactorInput.shape.required,
});
export type PlatformSettings = z.output<typeof storedSettingsSchema>;

export const defaultPlatformSettings: PlatformSettings = {
  platformName: 'Acolhe',
  supportEmail: 'suporte@acolhe.com.br',
  bookingHorizonDays: 90,
  bookingNoticeHours: 0,
  dpoName: 'Encarregado de Proteção de Dados do Acolhe',
  dpoEmail: 'privacidade@acolhe.com.br',
  requireTwoFactorForStaff: false,
};

export const platformSettingsMessages = {
  saved: 'Configurações salvas com sucesso!',
  saveError: 'Erro ao salvar as configurações',
} as const;
