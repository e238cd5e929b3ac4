import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import type { AppConfig } from '../config.ts';
import { tablesMatch } from '../db/copy-to-postgres/compare-tables.ts';
import { CopyRefusal } from '../db/copy-to-postgres/copy-refusal.ts';
import { copySqliteToPostgres } from '../db/copy-to-postgres/copy-to-postgres.ts';
import { comparisonTable } from './copy-report.ts';

const usage = 'Uso: acolhe copy-to-postgres --from ARQUIVO.db --to postgres://usuário:senha@host:5432/banco';

const targetSchema = z.string().regex(/^postgres(ql)?:\/\//);

/** --from defaults to DATABASE_PATH and --to to DATABASE_URL. */
function endpointsOf(config: AppConfig, args: string[]): { from: string; to: string } {
  let values: { from?: string | undefined; to?: string | undefined };
  try {
    ({ values } = parseArgs({ args, options: { from: { type: 'string' }, to: { type: 'string' } } }));
  } catch {
    throw new CopyRefusal(usage);
  }
  const to = targetSchema.safeParse(values.to ?? (config.database.engine === 'postgres' ? config.database.url : undefined));
  if (!to.success) throw new CopyRefusal(`${usage} (informe em --to o endereço PostgreSQL de destino)`);
  return { from: values.from ?? config.databasePath, to: to.data };
}

export async function copyToPostgresCommand(config: AppConfig, args: string[]): Promise<number> {
  const { from, to } = endpointsOf(config, args);
  const started = performance.now();
  const { copied, comparisons } = await copySqliteToPostgres(from, to);
  console.log(comparisonTable(comparisons));
  if (!copied) {
    const differing = comparisons.filter((comparison) => !tablesMatch(comparison)).map((comparison) => comparison.table);
    console.error(`A cópia não confere com ${from} (${differing.join(', ')}): nada foi gravado no PostgreSQL.`);
    return 1;
  }
  const rows = comparisons.reduce((total, comparison) => total + comparison.source.rows, 0);
  const seconds = ((performance.now() - started) / 1000).toLocaleString('pt-BR', { maximumFractionDigits: 1 });
  console.log(`Cópia conferida: ${comparisons.length} tabelas, ${rows.toLocaleString('pt-BR')} linhas, em ${seconds} s.`);
  const keyFile = `${from}.records-key`;
  console.log(
    existsSync(keyFile)
      ? `Os servidores no PostgreSQL precisam da chave dos prontuários deste arquivo: RECORDS_KEY="$(cat ${keyFile})".`
      : 'Os servidores no PostgreSQL precisam da mesma chave dos prontuários (RECORDS_KEY) que este arquivo usava.',
  );
  return 0;
}
