/**
 * What the schema check compares of one column, on both sides: the TypeScript type schema.ts gives it
 * and what the migrated database holds. Kept to what a query sees: the class of the value read, null or
 * not, and whether an insert may (or must) leave the column out.
 */

/** How an insert treats the column in schema.ts: it must give a value, may leave it out, or cannot give one. */
export type DeclaredInsert = 'required' | 'optional' | 'never';

/** The same in the database, where 'numbered' is an AUTOINCREMENT or identity key (a `Generated<>` in schema.ts). */
export type MigratedInsert = 'required' | 'optional' | 'numbered' | 'never';

export interface ColumnShape<Insert extends string> {
  /** Sorted; a class the check does not know is named `other: <type>`, which never matches. */
  classes: string[];
  nullable: boolean;
  insert: Insert;
}

/** Table name → column name → shape. */
export type SchemaShape<Insert extends string> = Record<string, Record<string, ColumnShape<Insert>>>;
export type DeclaredSchema = SchemaShape<DeclaredInsert>;
export type MigratedSchema = SchemaShape<MigratedInsert>;
