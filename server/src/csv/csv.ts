import { stringify } from 'csv-stringify/sync';

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string;
}

/**
 * A CSV that Excel in pt-BR opens as is: UTF-8 with BOM, ';' between fields, CRLF between rows. A field
 * holding a line break is quoted, or a bare '\n' would split the row.
 */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  return stringify(
    rows.map((row) => columns.map((column) => column.value(row))),
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
