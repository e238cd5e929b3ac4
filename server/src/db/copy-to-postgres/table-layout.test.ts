import { expect, test } from 'vitest';
import { inForeignKeyOrder, type TableLayout } from './table-layout.ts';

function table(name: string, references: string[] = []): TableLayout {
  return { name, columns: ['id'], orderBy: ['id'], textColumns: new Set(), identity: 'id', references };
}

test('each table comes after those it references; a table may reference itself', () => {
  const order = inForeignKeyOrder([
    table('reviews', ['appointments', 'users']),
    table('appointments', ['users', 'companies']),
    table('users', ['companies', 'users']),
    table('companies'),
  ]).map(({ name }) => name);
  expect(order).toEqual(['companies', 'users', 'appointments', 'reviews']);
});

test('references in a circle leave no order to copy in', () => {
  expect(() => inForeignKeyOrder([table('a', ['b']), table('b', ['a']), table('c')])).toThrow(
    'Referências circulares entre as tabelas a, b: não há ordem de cópia',
  );
});
