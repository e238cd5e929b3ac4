import type { ReceiptSettings } from '@acolhe/shared/receipts';
import type { AppServices } from '../../services.ts';
import * as repository from './receipt-settings.repository.ts';

/**
 * 'Atendo como pessoa física': a psychologist paid as an individual must issue a Receita Saúde receipt
 * per payment (IN RFB 2.240/2024); only they see the export on their reports screen.
 */
export async function getReceiptSettings(services: AppServices, psychologistId: number): Promise<ReceiptSettings> {
  return { asIndividual: await repository.selectReceiptsAsIndividual(services.db, psychologistId) };
}

export async function updateReceiptSettings(
  services: AppServices,
  psychologistId: number,
  input: ReceiptSettings,
): Promise<ReceiptSettings> {
  await repository.updateReceiptsAsIndividual(services.db, psychologistId, input.asIndividual);
  return getReceiptSettings(services, psychologistId);
}
