import { tablesMatch, type TableComparison } from '../db/copy-to-postgres/compare-tables.ts';

const integer = new Intl.NumberFormat('pt-BR');

/** Table names and checksums read left to right; counts line up on the right. */
function row(cells: readonly string[], widths: readonly number[]): string {
  const isCount = (index: number) => index > 0 && index < cells.length - 1;
  return cells
    .map((cell, index) => (isCount(index) ? cell.padStart(widths[index] ?? 0) : cell.padEnd(widths[index] ?? 0)))
    .join('  ')
    .trimEnd();
}

/** The verification, one line per table: rows on each side and whether the checksums agree. */
export function comparisonTable(comparisons: readonly TableComparison[]): string {
  const header = ['Tabela', 'Linhas no SQLite', 'Linhas no PostgreSQL', 'Soma (sha256)'];
  const lines = comparisons.map((comparison) => [
    comparison.table,
    integer.format(comparison.source.rows),
    integer.format(comparison.target.rows),
    tablesMatch(comparison) ? `igual ${comparison.source.checksum.slice(0, 12)}` : 'DIFERENTE',
  ]);
  const widths = header.map((title, index) => Math.max(title.length, ...lines.map((line) => line[index]?.length ?? 0)));
  return [row(header, widths), ...lines.map((line) => row(line, widths))].join('\n');
}
