import { localDayOf } from '@acolhe/shared/calendar';
import { formatDate } from '@acolhe/shared/calendar-format';
import { receiptLinesPerFile, receiptMessages } from '@acolhe/shared/receipts';
import { toImportLines } from '../../../csv/csv.ts';
import { DomainError } from '../../../errors.ts';
import type { AppServices } from '../../../services.ts';
import { selectReceiptsAsIndividual } from '../../psychologist-settings/receipt-settings.repository.ts';
import { exportedReceipt, receiptLine } from './receipt-file.ts';
import * as repository from './receipts.repository.ts';

/** How many of the pending receipts the screen lists (the export takes them all, 1,000 a file). */
const listedOnScreen = 50;

/** Only a psychologist who marked 'Atendo como pessoa física' sees and exports receipts. */
async function requireIndividual(services: AppServices, psychologistId: number) {
  if (!(await selectReceiptsAsIndividual(services.db, psychologistId)))
    throw new DomainError('FORBIDDEN', receiptMessages.notIndividual);
}

const hasPayerCpf = (row: repository.PendingReceiptRow) => row.payerCpf !== null || row.patientCpf !== null;

/**
 * The reports screen's Receita Saúde card: the pending receipts ready to export (the oldest first), and
 * apart from them the patients whose consultations cannot go out until someone's CPF is stored.
 */
export async function listPendingReceipts(services: AppServices, psychologistId: number) {
  await requireIndividual(services, psychologistId);
  const { timeZone } = services.config;
  const rows = await repository.selectPendingReceipts(services.db, psychologistId, { exportableOnly: false });
  const ready = rows.filter(hasPayerCpf);
  const needingCpf = new Map<number, { patientId: number; patientName: string; consultations: number; since: string }>();
  for (const row of rows.filter((candidate) => !hasPayerCpf(candidate))) {
    const patient = needingCpf.get(row.patientId);
    if (patient) patient.consultations += 1;
    else
      needingCpf.set(row.patientId, {
        patientId: row.patientId,
        patientName: row.patientName,
        consultations: 1,
        since: formatDate(row.startsAt, timeZone),
      });
  }
  return {
    ready: {
      total: ready.length,
      listed: ready.slice(0, listedOnScreen).map((row) => ({
        appointmentId: row.id,
        date: formatDate(row.startsAt, timeZone),
        patientName: row.patientName,
        priceCents: row.priceCents,
        paidByResponsible: row.payerCpf !== null,
      })),
    },
    needingCpf: [...needingCpf.values()],
    linesPerFile: receiptLinesPerFile,
  };
}

/**
 * 'Exportar para o Carnê-Leão': the oldest pending receipts, at most one file's worth, as the lines
 * Carnê-Leão Web imports; they are marked exported and copied as tax records in the transaction that
 * builds the file, so two exports never hold the same receipt.
 */
export async function exportReceipts(services: AppServices, psychologistId: number) {
  await requireIndividual(services, psychologistId);
  const { timeZone } = services.config;
  const exportedAt = services.now().toISOString();
  return services.db.transaction().execute(async (trx) => {
    const rows = await repository.selectPendingReceipts(trx, psychologistId, {
      exportableOnly: true,
      limit: receiptLinesPerFile,
    });
    if (rows.length === 0) return { file: null, exported: 0, remaining: 0 };
    const ids = rows.map((row) => row.id);
    if ((await repository.markReceiptsExported(trx, ids, exportedAt)) !== rows.length)
      throw new DomainError('CONFLICT', receiptMessages.exportRaced);
    await repository.insertExportedReceipts(
      trx,
      rows.map((row) => exportedReceipt(row, psychologistId, timeZone, exportedAt)),
    );
    const remaining = await repository.selectPendingReceipts(trx, psychologistId, { exportableOnly: true });
    const firstDay = localDayOf(rows[0]?.startsAt ?? exportedAt, timeZone);
    const lastDay = localDayOf(rows.at(-1)?.startsAt ?? exportedAt, timeZone);
    return {
      file: {
        filename: `receita_saude_${firstDay}_${lastDay}.csv`,
        content: toImportLines(rows.map((row) => receiptLine(row, timeZone))),
      },
      exported: rows.length,
      remaining: remaining.length,
    };
  });
}
