import { stringify } from 'csv-stringify/sync';

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string;
}

const formulaStart = /^[=+\-@\t\r]/;
const plainNumber = /^[-+]?\d[\d.]*(,\d+)?%?$/;

/**
 * A cell a spreadsheet would run as a formula (one starting with '=', '+', '-', '@', a tab or a carriage
 * return) gets a leading apostrophe, which Excel and LibreOffice show as text: a name typed as
 * '=HYPERLINK(…)' at sign-up must not run when the psychologist or the admin opens the export (OWASP's
 * "CSV injection"). Numbers as the exports write them ('-12,5', '1.234,00', '-3%') stay numbers.
 */
export function spreadsheetText(cell: string): string {
  return formulaStart.test(cell) && !plainNumber.test(cell) ? `'${cell}` : cell;
}

/**
 * A CSV that Excel in pt-BR opens as is: UTF-8 with BOM, ';' between fields, CRLF between rows. A field
 * holding a line break is quoted, or a bare '\n' would split the row; a field a spreadsheet would run as
 * a formula is written as text (`spreadsheetText`).
 */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  return stringify(
    rows.map((row) => columns.map((column) => spreadsheetText(column.value(row)))),
    {
      bom: true,
      delimiter: ';',
      record_delimiter: '\r\n',
      quoted_match: /[\r\n]/,
      header: true,
      columns: columns.map((column) => column.header),
    },
  );
}

/**
 * Lines for a program to import rather than a person to open: ';' between fields, CRLF between lines,
 * no BOM and no header row.
 */
export function toImportLines(rows: readonly (readonly string[])[]): string {
  return stringify(rows.map((row) => [...row]), { delimiter: ';', record_delimiter: '\r\n', quoted_match: /[\r\n]/ });
}
