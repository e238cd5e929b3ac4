import type { RouterOutputs } from '../../../lib/trpc.ts';

export type AdminReport = RouterOutputs['admin']['reports']['report'];
export type FinancialReport = RouterOutputs['admin']['financial']['report'];
