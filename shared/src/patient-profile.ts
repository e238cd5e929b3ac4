import { z } from 'zod';
import { passwordSchema, phoneSchema } from './auth.ts';
import { singleLine } from './text-fields.ts';

export const updateProfileInput = z.object({
  name: singleLine(z.string().trim().min(2, 'Informe o nome completo').max(120, 'Nome muito longo')),
  phone: phoneSchema,
});
export type UpdateProfileInput = z.infer<typeof updateProfileInput>;

export const changePasswordInput = z.object({
  currentPassword: z.string().min(1, 'Informe a senha atual').max(128),
  newPassword: passwordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;

export const deleteAccountInput = z.object({
  password: z.string().min(1, 'Informe a senha').max(128),
  confirmation: z.literal('EXCLUIR', 'Digite EXCLUIR para confirmar'),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountInput>;

export const profileMessages = {
  updated: 'Perfil atualizado com sucesso!',
  passwordChanged: 'Senha alterada com sucesso!',
  wrongCurrentPassword: 'Senha atual incorreta',
  samePassword: 'A nova senha deve ser diferente da atual',
  deleted: 'Sua conta foi excluída e seus dados pessoais foram anonimizados.',
  // Fallbacks for when the server could not be reached.
  updateError: 'Erro ao atualizar o perfil',
  passwordError: 'Erro ao alterar a senha',
  exportError: 'Erro ao baixar seus dados',
  deleteError: 'Erro ao excluir a conta',
} as const;
