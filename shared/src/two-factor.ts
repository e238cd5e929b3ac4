import { z } from 'zod';

export const recoveryCodeCount = 10;

export const twoFactorMessages = {
  codeRequired: 'Informe o código do aplicativo autenticador',
  invalidCode: 'Código inválido. Confira o aplicativo autenticador e tente novamente.',
  challengeExpired: 'A verificação expirou. Entre novamente com e-mail e senha.',
  alreadyEnabled: 'A verificação em duas etapas já está ativa',
  notEnabled: 'A verificação em duas etapas não está ativa',
  noEnrolment: 'Comece a ativação novamente: leia o novo QR code no aplicativo',
  required: 'Ative a verificação em duas etapas para continuar',
  requiredCannotDisable: 'A verificação em duas etapas é obrigatória para o seu perfil',
  adminMustEnrolFirst: 'Ative a sua verificação em duas etapas antes de exigi-la dos outros',
  enabled: 'Verificação em duas etapas ativada!',
  disabled: 'Verificação em duas etapas desativada',
  // Fallback for when the server could not be reached.
  error: 'Erro ao atualizar a verificação em duas etapas',
} as const;

/** A 6-digit code from the app, or a recovery code (10 letters and digits, dashes and spaces ignored). */
export const secondFactorCodeSchema = z
  .string(twoFactorMessages.codeRequired)
  .trim()
  .min(1, twoFactorMessages.codeRequired)
  .max(40, twoFactorMessages.invalidCode);

export const appCodeSchema = z
  .string(twoFactorMessages.codeRequired)
  .trim()
  .regex(/^\d{6}$/, 'O código tem 6 dígitos');

export const startEnrolmentInput = z.object({ password: z.string().min(1, 'Informe a senha').max(128) });
export const confirmEnrolmentInput = z.object({ code: appCodeSchema });
export const disableTwoFactorInput = z.object({
  password: z.string().min(1, 'Informe a senha').max(128),
  code: secondFactorCodeSchema,
});
export const verifyLoginCodeInput = z.object({
  challenge: z.string().min(1).max(400),
  code: secondFactorCodeSchema,
});
