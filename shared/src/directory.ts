import { z } from 'zod';
import type { ProfessionalTitle } from './crp.ts';
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

/** One psychologist as the directory lists them; rating and review count are null when they hid them. */
export interface DirectoryCard {
  id: number;
  name: string;
  title: ProfessionalTitle | null;
  crp: string | null;
  specialty: string;
  bio: string;
  hourlyRateCents: number;
  availableHours: string;
  photoUrl: string | null;
  rating: number | null;
  reviewsCount: number | null;
}

/** One page of the public directory, as every visitor asking the same query sees it. */
export interface DirectoryPage {
  items: DirectoryCard[];
  total: number;
  page: number;
  pageSize: number;
}
