import { expect, test } from 'vitest';
import type { ColumnShape, DeclaredInsert, MigratedInsert } from './column-shape.ts';
import { schemaDifferences } from './schema-differences.ts';

const text = { classes: ['string'], nullable: false } as const;
const declared = (insert: DeclaredInsert): ColumnShape<DeclaredInsert> => ({
  ...text,
  classes: [...text.classes],
  insert,
});
const migrated = (insert: MigratedInsert): ColumnShape<MigratedInsert> => ({
  ...text,
  classes: [...text.classes],
  insert,
});

test('a column the database fills may be required, optional or (trigger-kept) refused by schema.ts', () => {
  for (const insert of ['required', 'optional', 'never'] as const) {
    expect(schemaDifferences({ t: { c: declared(insert) } }, { t: { c: migrated('optional') } })).toEqual([]);
  }
});

test('a numbered key must be Generated<> and a generated column must refuse inserts', () => {
  expect(
    schemaDifferences(
      { t: { id: declared('required'), g: declared('optional') } },
      { t: { id: migrated('numbered'), g: migrated('never') } },
    ),
  ).toEqual([
    't.g: schema.ts makes it optional on insert, the database makes it never',
    't.id: schema.ts makes it required on insert, the database makes it numbered',
  ]);
});

test('a table of another engine only must be missing here', () => {
  const schema = { t: { c: declared('required') } };
  expect(schemaDifferences(schema, {}, ['t'])).toEqual([]);
  expect(schemaDifferences(schema, { t: { c: migrated('required') } }, ['t'])).toEqual([
    't: said to be built on another engine only, but the migrations built it here',
  ]);
});
