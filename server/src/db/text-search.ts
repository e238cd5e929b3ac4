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

/**
 * A condition true when a stored folded column contains the folded search text. instr matches it
 * literally, so there are no LIKE wildcards to escape.
 */
export function foldedColumnContains(column: string, search: string): RawBuilder<boolean> {
  return sql<boolean>`instr(${sql.ref(column)}, ${foldText(search.trim())}) > 0`;
}

/** users.search_text: what the admin's user search matches (name and e-mail). */
export function userSearchText(user: { name: string; email: string }): string {
  return foldText(`${user.name} ${user.email}`);
}

/** companies.search_text: name, CNPJ as written and as bare characters, and e-mail. */
export function companySearchText(company: { name: string; cnpj: string; email: string }): string {
  const bareCnpj = company.cnpj.replace(/[^0-9A-Za-z]/g, '');
  return foldText(`${company.name} ${company.cnpj} ${bareCnpj} ${company.email}`);
}
