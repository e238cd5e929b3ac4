import { formatMoney } from '@acolhe/shared/format';
import type { ApprovalStatus } from '@acolhe/shared/roles';
import type { RouterOutputs } from '../../../lib/trpc.ts';

/** A psychologist's application as the admin lists it. */
export type Application = RouterOutputs['admin']['applications']['list']['items'][number];

export const statusColorPalette: Record<ApprovalStatus, string> = {
  pending: 'yellow',
  approved: 'green',
  rejected: 'red',
};

const bioPreviewLength = 150;

/** The applications API answers in reais; formatMoney takes cents. */
export function formatRate(hourlyRate: number): string {
  return formatMoney(Math.round(hourlyRate * 100));
}

export function bioPreview(bio: string): string {
  return bio.length > bioPreviewLength ? `${bio.slice(0, bioPreviewLength).trimEnd()}…` : bio;
}
