import { z } from 'zod';
import { rowId } from './row-id.ts';
import { patientIdInput } from './patients.ts';
import { hasControlCharacters } from './text-fields.ts';

/**
 * The clinical record (prontuário) as Resolução CFP 01/2009 art. 2 lays it out, plus free private notes.
 * Identification, demand and closure are one entry each; evolution is one entry per consultation.
 */
export const recordEntryKinds = ['identification', 'demand', 'evolution', 'closure', 'note'] as const;
export type RecordEntryKind = (typeof recordEntryKinds)[number];

export const recordEntryKindLabels: Record<RecordEntryKind, string> = {
  identification: 'Identificação',
  demand: 'Demanda e objetivos',
  evolution: 'Evolução',
  closure: 'Encaminhamento ou encerramento',
  note: 'Anotações',
};

export const recordTextMaxLength = 20_000;

export const recordMessages = {
  notFound: 'Prontuário não encontrado',
  entryNotFound: 'Registro do prontuário não encontrado',
  tampered: 'Não foi possível ler este registro do prontuário: os dados foram alterados.',
  unknownKey:
    'Não foi possível ler este registro do prontuário: a chave de criptografia não está disponível.',
  sectionExists: 'Esta seção do prontuário já foi registrada. Para mudar o texto, registre uma correção.',
  evolutionExists: 'Esta consulta já tem uma evolução registrada. Para mudar o texto, registre uma correção.',
  appointmentNotFound: 'Consulta não encontrada',
  appointmentNotHeld:
    'A evolução só pode ser registrada para uma consulta que já começou e não foi cancelada.',
  appointmentRequired: 'Escolha a consulta desta evolução',
  appointmentOnlyForEvolution: 'Só a evolução é ligada a uma consulta',
  staleVersion: 'Este registro foi corrigido em outra janela. Recarregue o prontuário antes de corrigir.',
  textRequired: 'Escreva o texto do registro',
  textTooLong: 'Texto muito longo (máximo de 20.000 caracteres)',
  forbiddenCharacters: 'O texto contém caracteres não permitidos',
} as const;


export const recordTextSchema = z
  .string(recordMessages.textRequired)
  .transform((value) => value.replace(/\r\n?/g, '\n').trim())
  .pipe(
    z
      .string()
      .min(1, recordMessages.textRequired)
      .max(recordTextMaxLength, recordMessages.textTooLong)
      .refine((value) => !hasControlCharacters(value, true), recordMessages.forbiddenCharacters),
  );

export const recordInput = patientIdInput;

const entryIdSchema = rowId;

export const recordEntryHistoryInput = patientIdInput.extend({ entryId: entryIdSchema });

export const addRecordEntryInput = patientIdInput
  .extend({
    kind: z.enum(recordEntryKinds, 'Escolha a seção do prontuário'),
    appointmentId: rowId.optional(),
    text: recordTextSchema,
  })
  .superRefine((entry, ctx) => {
    if (entry.kind === 'evolution' && entry.appointmentId === undefined) {
      ctx.addIssue({ code: 'custom', path: ['appointmentId'], message: recordMessages.appointmentRequired });
    }
    if (entry.kind !== 'evolution' && entry.appointmentId !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['appointmentId'],
        message: recordMessages.appointmentOnlyForEvolution,
      });
    }
  });
export type AddRecordEntryInput = z.output<typeof addRecordEntryInput>;

/** A correction names the version it corrects, so two windows cannot silently overwrite each other. */
export const correctRecordEntryInput = recordEntryHistoryInput.extend({
  baseVersion: z.number().int().min(1),
  text: recordTextSchema,
});
export type CorrectRecordEntryInput = z.output<typeof correctRecordEntryInput>;

/** What the patient's data export says about a clinical record kept on them, without its content. */
export function recordKeptNotice(keeper: string): string {
  return `Existe um prontuário psicológico seu mantido por ${keeper}. Por obrigação legal, ele é guardado por pelo menos 20 anos e seu conteúdo não faz parte desta exportação; para ter acesso, peça diretamente ao profissional.`;
}
