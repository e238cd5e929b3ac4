import { z } from 'zod';
import { rowId } from './row-id.ts';
import { roles } from './roles.ts';
import { singleLine } from './text-fields.ts';

/** Account status as the admin sees it; a psychologist's application status is a separate column. */
export const accountStatuses = ['active', 'inactive'] as const;
export type AccountStatus = (typeof accountStatuses)[number];

export const accountStatusLabels: Record<AccountStatus, string> = {
  active: 'Ativo',
  inactive: 'Inativo',
};

export const userListInput = z.object({
  search: singleLine(z.string().trim().max(100, 'Busca muito longa')).optional(),
  role: z.enum(roles, 'Tipo de usuário inválido').optional(),
  status: z.enum(accountStatuses, 'Situação inválida').optional(),
  page: z.number().int().min(1).max(100_000).default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
});
export type UserListInput = z.input<typeof userListInput>;

export const userIdInput = z.object({ id: rowId });

export const adminUserMessages = {
  notFound: 'Usuário não encontrado',
  cannotDeactivateSelf: 'Você não pode desativar a sua própria conta',
  deactivated: 'Usuário desativado',
  reactivated: 'Usuário reativado',
  deactivateError: 'Erro ao desativar usuário',
  reactivateError: 'Erro ao reativar usuário',
} as const;
