import type { RouterOutputs } from '../../lib/trpc.ts';

export type PsychologistReport = RouterOutputs['psychologist']['reports']['report'];

const percent = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 1 });

export function formatShare(value: number | null): string {
  return value === null ? '—' : percent.format(value);
}
