import { expect, test } from 'vitest';
import { summariseRows } from './table-checksum.ts';

test('the values each engine hands back for the same row give the same checksum', async () => {
  const fromSqlite = await summariseRows([[1, 'Érica', Buffer.from([0, 1, 2]), null]]);
  async function* fromPostgres() {
    yield [1, 'Érica', new Uint8Array([0, 1, 2]), null];
  }
  expect(await summariseRows(fromPostgres())).toEqual(fromSqlite);
  expect(fromSqlite.rows).toBe(1);
});

test('values do not run into each other, and a number is not its text', async () => {
  const [split, otherSplit, number, text, nothing, empty] = await Promise.all([
    summariseRows([['ab', 'c']]),
    summariseRows([['a', 'bc']]),
    summariseRows([[1]]),
    summariseRows([['1']]),
    summariseRows([[null]]),
    summariseRows([['']]),
  ]);
  expect(split.checksum).not.toBe(otherSplit.checksum);
  expect(number.checksum).not.toBe(text.checksum);
  expect(nothing.checksum).not.toBe(empty.checksum);
});

test('a value of a kind neither engine returns for these tables is refused, not guessed', async () => {
  await expect(summariseRows([[new Date(0)]])).rejects.toThrow('Valor de tipo inesperado na verificação da cópia: [object Date]');
});
