import { formatInteger } from '@acolhe/shared/format';

/** 'Nenhum psicólogo encontrado', '1 psicólogo encontrado', '1.234 psicólogos encontrados'. */
export function formatResultCount(total: number): string {
  if (total === 0) return 'Nenhum psicólogo encontrado';
  return total === 1 ? '1 psicólogo encontrado' : `${formatInteger(total)} psicólogos encontrados`;
}

export function formatReviewsCount(count: number): string {
  return `(${formatInteger(count)} ${count === 1 ? 'avaliação' : 'avaliações'})`;
}
