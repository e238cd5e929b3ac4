import { maskCpf } from '@acolhe/shared/cpf';
import type { financialResponsibleInput, saveCpfInput } from '@acolhe/shared/receipts';
import type { z } from 'zod';
import type { AppServices } from '../../../services.ts';
import * as repository from './tax-ids.repository.ts';

/**
 * The CPFs the Receita Saúde receipts need (docs/decisions/product.md "Receita Saúde file"): the patient's own and,
 * optionally, the 'responsável financeiro' who pays. Once saved a CPF is only ever shown masked.
 */
export async function getTaxIds(services: AppServices, patientId: number) {
  const row = await repository.selectTaxIds(services.db, patientId);
  return {
    cpf: row?.cpf ? maskCpf(row.cpf) : null,
    financialResponsible:
      row?.payerName && row.payerCpf ? { name: row.payerName, cpf: maskCpf(row.payerCpf) } : null,
  };
}

export async function saveCpf(services: AppServices, patientId: number, input: z.output<typeof saveCpfInput>) {
  await repository.saveTaxIds(services.db, patientId, { cpf: input.cpf }, services.now().toISOString());
  return getTaxIds(services, patientId);
}

export async function removeCpf(services: AppServices, patientId: number) {
  await repository.saveTaxIds(services.db, patientId, { cpf: null }, services.now().toISOString());
  return getTaxIds(services, patientId);
}

export async function saveFinancialResponsible(
  services: AppServices,
  patientId: number,
  input: z.output<typeof financialResponsibleInput>,
) {
  const columns = { payer_name: input.name, payer_cpf: input.cpf };
  await repository.saveTaxIds(services.db, patientId, columns, services.now().toISOString());
  return getTaxIds(services, patientId);
}

export async function removeFinancialResponsible(services: AppServices, patientId: number) {
  const columns = { payer_name: null, payer_cpf: null };
  await repository.saveTaxIds(services.db, patientId, columns, services.now().toISOString());
  return getTaxIds(services, patientId);
}
