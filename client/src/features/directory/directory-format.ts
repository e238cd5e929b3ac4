import { formatInteger } from '@acolhe/shared/format';

export function formatResultCount(total: number): string {
  return `${formatInteger(total)} psicólogo(s) encontrado(s)`;
}

export function formatReviewsCount(count: number): string {
  return `(${formatInteger(count)} ${count === 1 ? 'avaliação' : 'avaliações'})`;
}
