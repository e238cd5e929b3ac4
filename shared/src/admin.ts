import { z } from 'zod';
import { approvalStatuses } from './roles.ts';
import { multiLine, singleLine } from './text-fields.ts';

/** The CFP's public register search: it has no API, so the admin checks a CRP there by hand. */
export const cfpRegisterSearchUrl = 'https://cadastro.cfp.org.br/';

export const crpCheckMessages = {
  label: 'CRP conferido no Cadastro Nacional',
  required: 'Confirme que o CRP foi conferido no Cadastro Nacional',
} as const;

export const applicationIdInput = z.object({ id: z.number().int().positive() });

export const applicationListInput = z.object({
  search: singleLine(z.string().trim().max(100)).optional(),
  status: z.enum(approvalStatuses).optional(),
});
export type ApplicationListInput = z.infer<typeof applicationListInput>;

export const approveApplicationInput = applicationIdInput.extend({
  crpChecked: z.literal(true, crpCheckMessages.required),
});

export const rejectApplicationInput = applicationIdInput.extend({
  reason: multiLine(z.string().trim().max(1000, 'Motivo muito longo')).optional(),
});

export const recentActivityInput = z
  .object({ limit: z.number().int().min(1).max(50).default(10) })
  .prefault({});
