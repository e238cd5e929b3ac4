import { sql, type RawBuilder } from 'kysely';
import { foldText } from './connection.ts';

/**
 * A condition true when any of the columns contains the search text, ignoring case and accents.
 * Columns are trusted identifiers written in our own code; the search text is bound as a parameter.
 */
export function containsText(columns: string[], search: string): RawBuilder<boolean> {
  const pattern = `%${foldText(search).replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const conditions = columns.map((column) => sql`fold(${sql.ref(column)}) like ${pattern} escape '\\'`);
  return sql<boolean>`(${sql.join(conditions, sql` or `)})`;
}
