import { z } from 'zod';
import { rowId } from './row-id.ts';
import { directorySorts } from './directory-sorts.ts';
import { specialties } from './specialties.ts';
import { isoDateSchema } from './time.ts';
import { singleLine } from './text-fields.ts';

export { directoryPageSize, directorySortLabels, directorySorts, type DirectorySort } from './directory-sorts.ts';

export const directoryListInput = z.object({
  search: singleLine(z.string().trim().max(100, 'Busca muito longa')).optional(),
  specialty: z.enum(specialties).optional(),
  sort: z.enum(directorySorts).default('rating'),
  page: z.number().int().min(1).max(10_000).default(1),
});
export type DirectoryListInput = z.input<typeof directoryListInput>;

export const psychologistIdInput = z.object({ psychologistId: rowId });

export const slotsInput = z.object({
  psychologistId: rowId,
  date: isoDateSchema,
});
