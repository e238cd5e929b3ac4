import { localDayOf } from '@acolhe/shared/calendar';
import { formatDate } from '@acolhe/shared/calendar-format';
import type { ExportedReceiptsTable } from '../../../db/schema.ts';
import type { PendingReceiptRow } from './receipts.repository.ts';

/** Income from individuals for independent work ('trabalho não assalariado'), in the Carnê-Leão chart. */
const incomeCode = 'R01.001.001';
/** The Carnê-Leão occupation code of a psicólogo. */
const occupationCode = '255';
const payerKind = 'PF';
/** No accents, so the line reads the same whatever encoding the importer assumes. */
const description = 'Consulta de psicologia';

/** 15000 -> '150,00'; 123456 -> '1234,56': comma decimals, no thousands separator. */
export function receiptValue(cents: number): string {
  return `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
}

/**
 * One payment in the layout of docs/decisions/product.md "Receita Saúde file". The payer is the 'responsável
 * financeiro' when there is one, otherwise the patient; the last field is 'S' only when the beneficiary
 * (the patient) has no CPF.
 */
export function receiptLine(row: PendingReceiptRow, timeZone: string): string[] {
  const payerCpf = row.payerCpf ?? row.patientCpf ?? '';
  const beneficiaryCpf = row.patientCpf ?? '';
  return [
    formatDate(row.startsAt, timeZone),
    incomeCode,
    occupationCode,
    receiptValue(row.priceCents),
    '',
    description,
    payerKind,
    payerCpf,
    beneficiaryCpf,
    beneficiaryCpf ? '' : 'S',
  ];
}

/** The copy kept as a tax record once the line went out. */
export function exportedReceipt(
  row: PendingReceiptRow,
  psychologistId: number,
  timeZone: string,
  exportedAt: string,
): ExportedReceiptsTable {
  return {
    appointment_id: row.id,
    psychologist_id: psychologistId,
    paid_on: localDayOf(row.startsAt, timeZone),
    value_cents: row.priceCents,
    payer_cpf: row.payerCpf ?? row.patientCpf ?? '',
    beneficiary_cpf: row.patientCpf,
    exported_at: exportedAt,
  };
}
