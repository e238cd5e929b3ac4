import { z } from 'zod';
import { crpSchema, professionalTitleSchema } from './crp.ts';
import { messages } from './messages.ts';
import { brazilianPhone } from './phone.ts';
import { specialties } from './specialties.ts';
import type { ApprovalStatus, Role } from './roles.ts';
import { multiLine, singleLine } from './text-fields.ts';

const timeOfDay = /^([01]\d|2[0-3]):[0-5]\d$/;

export const emailSchema = z
  .string()
  .trim()
  .min(1, 'Informe o e-mail')
  .max(254, 'E-mail muito longo')
  .pipe(z.email('E-mail inválido'))
  .transform((value) => value.toLowerCase());

export const passwordSchema = z
  .string()
  .min(6, messages.passwordTooShort)
  .max(128, 'A senha deve ter no máximo 128 caracteres');

/** Registration's and the patient profile's phone: normalised, so every screen shows '(11) 98765-4321'. */
export const phoneSchema = brazilianPhone('Telefone inválido');

export const serviceHoursSchema = z
  .string()
  .trim()
  .refine((value) => {
    const [start, end, ...rest] = value.split('-').map((part) => part.trim());
    return rest.length === 0 && !!start && !!end && timeOfDay.test(start) && timeOfDay.test(end) && start < end;
  }, 'Informe o horário de atendimento no formato 08:00-18:00');

export const loginInput = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Informe a senha').max(128),
});
export type LoginInput = z.infer<typeof loginInput>;

const commonRegistration = {
  name: singleLine(z.string().trim().min(2, 'Informe o nome completo').max(120, 'Nome muito longo')),
  email: emailSchema,
  password: passwordSchema,
  phone: phoneSchema,
  acceptTerms: z.literal(true, messages.consentRequired),
};

export const patientRegistration = z.object({
  ...commonRegistration,
  role: z.literal('patient'),
  companyCode: singleLine(z.string().trim().max(32, 'Código de empresa inválido')).optional(),
});

export const psychologistRegistration = z.object({
  ...commonRegistration,
  role: z.literal('psychologist'),
  professionalTitle: professionalTitleSchema,
  crp: crpSchema,
  specialty: z.enum(specialties, 'Selecione uma especialidade'),
  bio: multiLine(
    z.string().trim().min(20, 'A biografia deve ter pelo menos 20 caracteres').max(2000, 'Biografia muito longa'),
  ),
  hourlyRate: z
    .number('Informe o valor da consulta')
    .min(30, 'O valor da consulta deve ser de pelo menos R$ 30')
    .max(2000, 'O valor da consulta deve ser de no máximo R$ 2.000'),
  availableHours: serviceHoursSchema,
});

export const registerInput = z.discriminatedUnion('role', [patientRegistration, psychologistRegistration], {
  error: 'Escolha o tipo de conta',
});
export type RegisterInput = z.infer<typeof registerInput>;

/** The user object the browser may keep (spec section 3, key 'user'); never secrets. */
export interface PublicUser {
  id: number;
  email: string;
  name: string;
  role: Role;
  phone: string;
  companyCode: string | null;
  /** 'active' for patients and admins; the application status for psychologists. */
  status: 'active' | ApprovalStatus;
  specialty: string | null;
  bio: string | null;
  hourlyRate: number | null;
  availableHours: string | null;
}
