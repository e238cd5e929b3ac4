import { z } from 'zod';
import { rowId } from './row-id.ts';
import { approvalStatuses } from './roles.ts';
import { multiLine, singleLine } from './text-fields.ts';

/** The CFP's public register search: it has no API, so the admin checks a CRP there by hand. */
export const cfpRegisterSearchUrl = 'https://cadastro.cfp.org.br/';

export const crpCheckMessages = {
  label: 'CRP conferido no Cadastro Nacional',
  required: 'Confirme que o CRP foi conferido no Cadastro Nacional',
} as const;

export const applicationIdInput = z.object({ id: rowId });

/** The list's status filter: one approval status, or every application. */
export const applicationStatusFilters = [...approvalStatuses, 'all'] as const;
export type ApplicationStatusFilter = (typeof applicationStatusFilters)[number];

export const applicationMaxPageSize = 50;

/** The admin's queue opens on the pending applications, one page at a time. */
export const applicationListInput = z.object({
  search: singleLine(z.string().trim().max(100, 'Busca muito longa')).optional(),
  status: z.enum(applicationStatusFilters, 'Situação inválida').default('pending'),
  page: z.number('Página inválida').int('Página inválida').min(1, 'Página inválida').max(10_000, 'Página inválida').default(1),
  pageSize: z
    .number('Tamanho de página inválido')
    .int('Tamanho de página inválido')
    .min(1, 'Tamanho de página inválido')
    .max(applicationMaxPageSize, `Tamanho de página inválido (máximo ${applicationMaxPageSize})`)
    .default(20),
});
export type ApplicationListInput = z.input<typeof applicationListInput>;

export const approveApplicationInput = applicationIdInput.extend({
  crpChecked: z.literal(true, crpCheckMessages.required),
});

export const rejectApplicationInput = applicationIdInput.extend({
  reason: multiLine(z.string().trim().max(1000, 'Motivo muito longo')).optional(),
});

export const recentActivityInput = z
  .object({ limit: z.number().int().min(1).max(50).default(10) })
  .prefault({});
