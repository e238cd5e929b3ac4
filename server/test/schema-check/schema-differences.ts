import type {
  ColumnShape,
  DeclaredInsert,
  DeclaredSchema,
  MigratedInsert,
  MigratedSchema,
} from './column-shape.ts';

/** What schema.ts may say about inserting a column, given what the database does when an insert leaves it out. */
const allowedInserts: Record<MigratedInsert, readonly DeclaredInsert[]> = {
  // The database computes it (a generated column): an insert cannot give it.
  never: ['never'],
  // AUTOINCREMENT or identity: schema.ts says Generated<>.
  numbered: ['optional'],
  // A default or null fills it: schema.ts may let an insert leave it out, require it, or (for a column
  // triggers keep) refuse it.
  optional: ['optional', 'required', 'never'],
  required: ['required'],
};

function columnDifferences(
  name: string,
  declared: ColumnShape<DeclaredInsert>,
  migrated: ColumnShape<MigratedInsert>,
): string[] {
  const differences: string[] = [];
  const declaredClasses = declared.classes.join(' | ');
  const migratedClasses = migrated.classes.join(' | ');
  if (declaredClasses !== migratedClasses) {
    differences.push(`${name}: schema.ts reads ${declaredClasses}, the database holds ${migratedClasses}`);
  }
  if (declared.nullable !== migrated.nullable) {
    differences.push(
      `${name}: schema.ts says ${declared.nullable ? 'nullable' : 'not null'}, the database ${migrated.nullable ? 'allows null' : 'is not null'}`,
    );
  }
  if (!allowedInserts[migrated.insert].includes(declared.insert)) {
    differences.push(
      `${name}: schema.ts makes it ${declared.insert} on insert, the database makes it ${migrated.insert}`,
    );
  }
  return differences;
}

/**
 * Every way schema.ts and a migrated database disagree, one line each; empty when they match. Tables in
 * `absentHere` are declared but built on another engine only; they must then be missing here.
 */
export function schemaDifferences(
  declared: DeclaredSchema,
  migrated: MigratedSchema,
  absentHere: readonly string[] = [],
): string[] {
  const differences: string[] = [];
  const tables = [...new Set([...Object.keys(declared), ...Object.keys(migrated)])].sort();
  for (const table of tables) {
    const declaredColumns = declared[table];
    const migratedColumns = migrated[table];
    if (absentHere.includes(table)) {
      if (migratedColumns)
        differences.push(
          `${table}: said to be built on another engine only, but the migrations built it here`,
        );
      continue;
    }
    if (!declaredColumns) {
      differences.push(`${table}: built by the migrations, missing from schema.ts`);
      continue;
    }
    if (!migratedColumns) {
      differences.push(`${table}: in schema.ts, not built by the migrations`);
      continue;
    }
    const columns = [...new Set([...Object.keys(declaredColumns), ...Object.keys(migratedColumns)])].sort();
    for (const column of columns) {
      const declaredColumn = declaredColumns[column];
      const migratedColumn = migratedColumns[column];
      const name = `${table}.${column}`;
      if (!declaredColumn) differences.push(`${name}: built by the migrations, missing from schema.ts`);
      else if (!migratedColumn) differences.push(`${name}: in schema.ts, not built by the migrations`);
      else differences.push(...columnDifferences(name, declaredColumn, migratedColumn));
    }
  }
  return differences;
}
