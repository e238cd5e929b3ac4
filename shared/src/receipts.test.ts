import { expect, test } from 'vitest';
import { receiptsExportedMessage } from './receipts.ts';

test('the export message says how many receipts went out and how many remain', () => {
  expect(receiptsExportedMessage(1, 0)).toBe('1 recibo exportado.');
  expect(receiptsExportedMessage(3, 0)).toBe('3 recibos exportados.');
  expect(receiptsExportedMessage(1000, 1)).toBe(
    '1.000 recibos exportados. Ainda falta 1 recibo: o Carnê-Leão aceita até 1.000 linhas por arquivo, exporte de novo para gerar o próximo.',
  );
  expect(receiptsExportedMessage(1000, 2500)).toMatch(/^1\.000 recibos exportados\. Ainda faltam 2\.500 recibos: /);
});
