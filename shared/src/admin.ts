import { z } from 'zod';
import { approvalStatuses } from './roles.ts';

export const applicationIdInput = z.object({ id: z.number().int().positive() });

export const applicationListInput = z.object({
  search: z.string().trim().max(100).optional(),
  status: z.enum(approvalStatuses).optional(),
});
export type ApplicationListInput = z.infer<typeof applicationListInput>;

export const rejectApplicationInput = applicationIdInput.extend({
  reason: z.string().trim().max(1000, 'Motivo muito longo').optional(),
});
