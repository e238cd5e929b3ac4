import { z } from 'zod';
import { professionalTitles } from './professional-identity.ts';

/**
 * The psychologist's professional identity (Código de Ética do Psicólogo art. 20): the CRP registration,
 * "CRP 06/123456" (two-digit regional council, 4–6 digit number), and the title 'Psicóloga'/'Psicólogo'.
 */
export { presentPsychologist, professionalTitles, type ProfessionalTitle } from './professional-identity.ts';

export const crpMessages = {
  required: 'Informe o CRP',
  invalid: 'CRP inválido. Use o formato CRP 06/123456',
  taken: 'Este CRP já está cadastrado',
  titleRequired: 'Selecione o título profissional',
} as const;

const highestRegion = 24;

/** "crp-06.123456", "06/123456", "CRP 06 123456" -> "CRP 06/123456"; null when it is no CRP. */
export function normaliseCrp(value: string): string | null {
  const compact = value
    .trim()
    .replace(/^crp/i, '')
    .replace(/[\s.\-/]/g, '');
  const match = /^(\d{2})(\d{4,6})$/.exec(compact);
  if (!match) return null;
  const [, region = '', number = ''] = match;
  const regionNumber = Number(region);
  if (regionNumber < 1 || regionNumber > highestRegion) return null;
  return `CRP ${region}/${number}`;
}

export const crpSchema = z
  .string(crpMessages.required)
  .trim()
  .min(1, crpMessages.required)
  .max(40, crpMessages.invalid)
  .transform((value, ctx) => {
    const normalised = normaliseCrp(value);
    if (normalised === null) {
      ctx.addIssue({ code: 'custom', message: crpMessages.invalid });
      return z.NEVER;
    }
    return normalised;
  });

export const professionalTitleSchema = z.enum(professionalTitles, crpMessages.titleRequired);
