import { describe, expect, test } from 'vitest';
import { toCsv } from './csv.ts';

const columns = [
  { header: 'Nome', value: (row: { name: string; note: string }) => row.name },
  { header: 'Nota', value: (row: { name: string; note: string }) => row.note },
];

describe('toCsv', () => {
  test('starts with the BOM, separates with ; and ends rows with CRLF', () => {
    expect(toCsv(columns, [{ name: 'Ana', note: 'ok' }])).toBe('\uFEFFNome;Nota\r\nAna;ok\r\n');
  });

  test('quotes fields holding the separator, quotes or line breaks', () => {
    const csv = toCsv(columns, [{ name: 'Silva; Ana', note: 'linha 1\nlinha "2"' }]);
    expect(csv).toBe('\uFEFFNome;Nota\r\n"Silva; Ana";"linha 1\nlinha ""2"""\r\n');
  });

  test('an empty list still has the header', () => {
    expect(toCsv(columns, [])).toBe('\uFEFFNome;Nota\r\n');
  });
});
