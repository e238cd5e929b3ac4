import { z } from 'zod';
import { rowId } from './row-id.ts';
import { phoneSchema } from './auth.ts';
import { formatCnpj, isValidCnpj } from './cnpj.ts';
import { adminPeriodSchema, defaultAdminPeriod } from './metrics.ts';
import { singleLine } from './text-fields.ts';

export const companyPlans = ['basic', 'premium', 'enterprise'] as const;
export type CompanyPlan = (typeof companyPlans)[number];

export const companyStatuses = ['active', 'inactive', 'pending'] as const;
export type CompanyStatus = (typeof companyStatuses)[number];

export const companyPlanLabels: Record<CompanyPlan, string> = {
  basic: 'Básico',
  premium: 'Premium',
  enterprise: 'Enterprise',
};

export const companyStatusLabels: Record<CompanyStatus, string> = {
  active: 'Ativa',
  inactive: 'Inativa',
  pending: 'Pendente',
};

export function companyStatusLabel(status: string): string {
  return (companyStatusLabels as Record<string, string | undefined>)[status] ?? 'Desconhecido';
}

/** The status toggle: an active company becomes inactive; an inactive or pending one becomes active. */
export function toggledCompanyStatus(status: CompanyStatus): CompanyStatus {
  return status === 'active' ? 'inactive' : 'active';
}

export const companyMessages = {
  required: 'Preencha todos os campos obrigatórios',
  invalidCnpj: 'CNPJ inválido',
  invalidEmail: 'E-mail inválido',
  cnpjTaken: 'Já existe uma empresa com este CNPJ',
  created: 'Empresa adicionada com sucesso!',
  statusUpdated: 'Status da empresa atualizado',
  planUpdated: 'Plano da empresa atualizado',
  removed: 'Empresa removida',
  notFound: 'Empresa não encontrada',
  reportError: 'Não foi possível exportar o relatório da empresa.',
  changedMeanwhile: 'A empresa foi alterada por outra pessoa. Atualize a página e tente de novo.',
} as const;

const required = { error: companyMessages.required };

/**
 * Name, CNPJ and e-mail are required: any of them missing gives the spec's one message before any
 * format is checked. The CNPJ is checked by its digits (numeric or alphanumeric) and stored formatted.
 */
export const createCompanyInput = z
  .object({
    name: singleLine(z.string(required).trim().max(120, 'Nome muito longo')),
    cnpj: z.string(required).trim().max(30, companyMessages.invalidCnpj),
    email: z.string(required).trim().max(254, 'E-mail muito longo'),
    phone: singleLine(z.string().trim().max(30, 'Telefone inválido')).optional(),
    employees: z
      .number('Informe o número de funcionários')
      .int('Informe um número inteiro de funcionários')
      .min(0, 'O número de funcionários não pode ser negativo')
      .max(10_000_000, 'Número de funcionários muito alto')
      .default(0),
    plan: z.enum(companyPlans, 'Selecione um plano').default('basic'),
  })
  .superRefine((company, ctx) => {
    const missing = (['name', 'cnpj', 'email'] as const).filter((field) => company[field] === '');
    for (const field of missing)
      ctx.addIssue({ code: 'custom', path: [field], message: companyMessages.required });
    if (missing.length > 0) return;
    if (!isValidCnpj(company.cnpj))
      ctx.addIssue({ code: 'custom', path: ['cnpj'], message: companyMessages.invalidCnpj });
    if (!z.email().safeParse(company.email).success) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: companyMessages.invalidEmail });
    }
    if (company.phone && !phoneSchema.safeParse(company.phone).success) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: 'Telefone inválido' });
    }
  })
  .transform(({ phone, ...company }) => ({
    ...company,
    cnpj: formatCnpj(company.cnpj),
    email: company.email.toLowerCase(),
    // Checked above; stored as '(11) 3333-4444' whatever form it was typed in.
    phone: phone ? (phoneSchema.safeParse(phone).data ?? phone) : null,
  }));
export type CreateCompanyInput = z.input<typeof createCompanyInput>;

export const companyIdInput = z.object({ id: rowId });

export const changeCompanyPlanInput = companyIdInput.extend({
  plan: z.enum(companyPlans, 'Selecione um plano'),
});

/** 'Relatório para a empresa': the company and the period it covers (the admin's four periods). */
export const companyReportInput = companyIdInput.extend({
  period: adminPeriodSchema.default(defaultAdminPeriod),
});

export const companyListInput = z
  .object({ search: singleLine(z.string().trim().max(100, 'Busca muito longa')).optional() })
  .prefault({});

/** Company codes look like 'ACME-7K2Q': up to six letters of the name, a dash, four unambiguous characters. */
export const companyCodePattern = /^[A-Z]{1,6}-[2-9A-HJ-NP-Z]{4}$/;
