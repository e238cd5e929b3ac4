import type { RouterOutputs } from '../../lib/trpc.ts';

export type PatientListPage = RouterOutputs['psychologist']['patients']['list'];
export type PatientSummary = PatientListPage['items'][number];
export type PatientDetails = RouterOutputs['psychologist']['patients']['get'];
export type ClinicalRecord = RouterOutputs['psychologist']['records']['get'];
export type RecordEntry = ClinicalRecord['entries'][number];
