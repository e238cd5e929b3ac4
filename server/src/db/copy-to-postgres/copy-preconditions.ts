import { sql } from 'kysely';
import type { Db } from '../connection.ts';
import { CopyRefusal } from './copy-refusal.ts';
import type { SqliteSnapshot } from './sqlite-snapshot.ts';
import { tablesFilledByMigrations, type TableLayout } from './table-layout.ts';

/** The copy takes rows as they are, so both sides must stand at the same migration. */
export async function refuseOtherMigration(source: SqliteSnapshot, target: Db): Promise<void> {
  const row = await sql<{ name: string | null }>`select max(name) as name from kysely_migration`.execute(target);
  const targetLatest = row.rows[0]?.name ?? '';
  const sourceLatest = source.latestMigration() ?? '';
  if (sourceLatest === targetLatest) return;
  if (sourceLatest < targetLatest) {
    throw new CopyRefusal(
      `O arquivo ${source.path} está na migração "${sourceLatest || 'nenhuma'}" e o PostgreSQL na "${targetLatest}": ` +
        `atualize o arquivo antes de copiar (DATABASE_PATH=${source.path} acolhe migrate).`,
    );
  }
  throw new CopyRefusal(
    `O arquivo ${source.path} é de uma versão mais nova do Acolhe (migração "${sourceLatest}"; esta versão conhece até ` +
      `"${targetLatest}"): copie com a versão do Acolhe que o gravou.`,
  );
}

/** Same migrations, same tables and columns; anything else means the file was changed by hand. */
export function refuseOtherSchema(source: SqliteSnapshot, layouts: readonly TableLayout[]): void {
  const sourceTables = source.tables();
  const problems: string[] = [];
  for (const layout of layouts) {
    const columns = sourceTables.get(layout.name);
    if (!columns) {
      problems.push(`a tabela ${layout.name} falta no arquivo`);
      continue;
    }
    const missing = layout.columns.filter((column) => !columns.includes(column));
    const extra = columns.filter((column) => !layout.columns.includes(column));
    if (missing.length > 0) problems.push(`${layout.name} não tem ${missing.join(', ')}`);
    if (extra.length > 0) problems.push(`${layout.name} tem a mais ${extra.join(', ')}`);
  }
  const known = new Set(layouts.map((layout) => layout.name));
  for (const name of sourceTables.keys()) if (!known.has(name)) problems.push(`a tabela ${name} só existe no arquivo`);
  if (problems.length > 0) {
    throw new CopyRefusal(`O esquema de ${source.path} difere do PostgreSQL migrado: ${problems.join('; ')}.`);
  }
}

/** The copy keeps the source's ids, so it writes only into a database nobody has written to. */
export async function refuseNonEmptyTarget(target: Db, layouts: readonly TableLayout[]): Promise<void> {
  const filled: string[] = [];
  for (const { name } of layouts) {
    if (tablesFilledByMigrations.has(name)) continue;
    const { rows } = await sql<{ filled: boolean }>`select exists (select 1 from ${sql.id(name)}) as filled`.execute(target);
    if (rows[0]?.filled) filled.push(name);
  }
  if (filled.length > 0) {
    throw new CopyRefusal(
      `O banco PostgreSQL de destino não está vazio (tabelas com dados: ${filled.join(', ')}). ` +
        'A cópia só grava num banco novo e vazio.',
    );
  }
}
