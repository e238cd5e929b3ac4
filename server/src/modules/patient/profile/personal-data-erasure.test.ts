import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { erasedWithTheAccount, outsideErasure, retainedByLaw } from './personal-data-erasure.ts';

/** The table names of the `Database` interface in server/src/db/schema.ts, so a table added there is read here too. */
function schemaTables(): string[] {
  const schema = readFileSync(new URL('../../../db/schema.ts', import.meta.url), 'utf8');
  const body = /export interface Database \{([^}]*)\}/.exec(schema)?.[1] ?? '';
  return [...body.matchAll(/^\s*(\w+)\s*:/gm)].map((match) => match[1] ?? '');
}

// docs/decisions/product.md "Logs, erasure and what the law keeps": what the law keeps is listed in one
// place; every other table is either erased with the account or holds nothing that identifies a patient.
describe('the erasure decides about every table', () => {
  const lists = { erasedWithTheAccount, retainedByLaw, outsideErasure };
  const listed = Object.values(lists).flatMap((list) => Object.keys(list));

  test('the schema is read', () => {
    expect(schemaTables()).toEqual(expect.arrayContaining(['users', 'appointments', 'mail_outbox', 'clinical_records']));
    expect(schemaTables().length).toBeGreaterThanOrEqual(30);
  });

  test('no table of the schema is left undecided', () => {
    const undecided = schemaTables().filter((table) => !listed.includes(table));
    expect(undecided, 'add each to erasedWithTheAccount, retainedByLaw or outsideErasure').toEqual([]);
  });

  test('no list names a table the schema does not have', () => {
    const tables = schemaTables();
    expect(listed.filter((table) => !tables.includes(table))).toEqual([]);
  });

  test('each table is in exactly one list', () => {
    const twice = listed.filter((table, index) => listed.indexOf(table) !== index);
    expect(twice).toEqual([]);
    expect([...listed].sort()).toEqual(schemaTables().sort());
  });

  test('the clinical record, the appointments and the exported receipts are kept by law', () => {
    expect(Object.keys(retainedByLaw)).toEqual(
      expect.arrayContaining(['clinical_records', 'clinical_record_audit', 'appointments', 'exported_receipts']),
    );
  });

  test("the person's own mail and sign-in data go", () => {
    expect(Object.keys(erasedWithTheAccount)).toEqual(
      expect.arrayContaining(['mail_outbox', 'auth_sessions', 'login_addresses', 'patient_tax_ids']),
    );
  });
});
