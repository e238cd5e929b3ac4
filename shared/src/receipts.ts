import { z } from 'zod';
import { cpfSchema } from './cpf.ts';
import { formatInteger } from './format.ts';
import { singleLine } from './text-fields.ts';

/** Receita Saúde (IN RFB 2.240/2024): what the patient stores and the psychologist exports. */

export const receiptMessages = {
  cpfSaved: 'CPF salvo com sucesso!',
  cpfRemoved: 'CPF removido.',
  responsibleSaved: 'Responsável financeiro salvo com sucesso!',
  responsibleRemoved: 'Responsável financeiro removido.',
  settingsSaved: 'Configuração de recibos atualizada!',
  notIndividual: 'Ative "Atendo como pessoa física" nas configurações para exportar os recibos do Receita Saúde.',
  exportRaced: 'Outra exportação de recibos terminou agora há pouco. Atualize a lista e tente de novo.',
  nothingToExport: 'Nenhum recibo pendente para exportar.',
  // Fallbacks for when the server could not be reached.
  saveError: 'Erro ao salvar os dados para recibos',
  exportError: 'Erro ao exportar os recibos',
} as const;

export const saveCpfInput = z.object({ cpf: cpfSchema('o CPF') });
export type SaveCpfInput = z.input<typeof saveCpfInput>;

/** Who pays for the patient (a parent paying for a child): the receipt goes out in their name. */
export const financialResponsibleInput = z.object({
  name: singleLine(
    z
      .string('Informe o nome do responsável financeiro')
      .trim()
      .min(2, 'Informe o nome do responsável financeiro')
      .max(120, 'Nome muito longo'),
  ),
  cpf: cpfSchema('o CPF do responsável financeiro'),
});
export type FinancialResponsibleInput = z.input<typeof financialResponsibleInput>;

export const receiptSettingsInput = z.object({ asIndividual: z.boolean() });
export type ReceiptSettings = z.infer<typeof receiptSettingsInput>;

export const receiptSettingsLabels: Record<keyof ReceiptSettings, string> = {
  asIndividual: 'Atendo como pessoa física',
};

/** Carnê-Leão Web imports at most this many lines a file. */
export const receiptLinesPerFile = 1000;

/** What an export did, and how many receipts wait for the next file. */
export function receiptsExportedMessage(exported: number, remaining: number): string {
  const done = exported === 1 ? '1 recibo exportado.' : `${formatInteger(exported)} recibos exportados.`;
  if (remaining === 0) return done;
  const left = remaining === 1 ? 'Ainda falta 1 recibo' : `Ainda faltam ${formatInteger(remaining)} recibos`;
  return `${done} ${left}: o Carnê-Leão aceita até ${formatInteger(receiptLinesPerFile)} linhas por arquivo, exporte de novo para gerar o próximo.`;
}
