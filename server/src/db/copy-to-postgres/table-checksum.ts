import { createHash } from 'node:crypto';

/** What the verification knows of one side of a table: its row count and a digest of its rows in order. */
export interface TableSummary {
  rows: number;
  /** sha256, hex, over every value of every row, read in primary key order. */
  checksum: string;
}

/**
 * One value as the same bytes whichever engine read it: SQLite and pg both hand integers as numbers,
 * text as strings and blobs/bytea as Buffers. Each value carries its kind and length, so no two rows
 * can run into the same bytes.
 */
function encodedValue(value: unknown): Buffer {
  if (value === null || value === undefined) return Buffer.from('n;');
  if (typeof value === 'number' || typeof value === 'bigint') return Buffer.from(`d${String(value)};`);
  if (typeof value === 'string') {
    const text = Buffer.from(value, 'utf8');
    return Buffer.concat([Buffer.from(`s${text.length}:`), text]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([Buffer.from(`b${value.length}:`), value]);
  throw new Error(`Valor de tipo inesperado na verificação da cópia: ${Object.prototype.toString.call(value)}`);
}

export async function summariseRows(rows: Iterable<readonly unknown[]> | AsyncIterable<readonly unknown[]>): Promise<TableSummary> {
  const hash = createHash('sha256');
  let count = 0;
  for await (const row of rows) {
    for (const value of row) hash.update(encodedValue(value));
    count += 1;
  }
  return { rows: count, checksum: hash.digest('hex') };
}
