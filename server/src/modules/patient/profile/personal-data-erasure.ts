import type { Db } from '../../../db/connection.ts';
import { replaceInCalendar } from '../../calendar/ics-writer.ts';
import * as erasure from './erasure.repository.ts';
import { deleteTaxIds } from './tax-ids.repository.ts';

/**
 * Kept by law when a patient erases their account (LGPD art. 16 I), each still pointing to the person's
 * id but holding no name, e-mail or phone in the clear.
 */
export const retainedByLaw = {
  clinical_records: 'prontuário: Lei 13.787/2018 e Resolução CFP 1/2009, guarda por no mínimo 20 anos',
  clinical_record_entries: 'prontuário (as anotações, cifradas)',
  clinical_record_versions: 'prontuário (cada versão, cifrada)',
  clinical_record_audit: 'quem leu ou escreveu o prontuário, guardado com ele',
  appointments: 'histórico de atendimentos e faturamento do psicólogo e da empresa, com o paciente anonimizado',
  reviews: 'a nota compõe a média pública do psicólogo; o comentário é apagado',
  session_attendance: 'presença nas consultas, prova do atendimento realizado',
  exported_receipts:
    'recibos do Receita Saúde já exportados (IN RFB 2.240/2024), com os CPFs de quem pagou e de quem foi atendido: registro fiscal do psicólogo',
  telehealth_consents:
    'consentimento ao atendimento online (Lei 14.510/2022 art. 26-A): prova de que o atendimento foi consentido, parte do registro que o psicólogo guarda (Resolução CFP 1/2009); só ids e a data',
  appointment_series:
    'séries semanais de consultas: parte do histórico de atendimentos, com as consultas que as compõem; só ids, o número de semanas e a data',
  users: 'a linha fica, anonimizada, para que as referências acima continuem válidas',
} as const;

export const removedPatientMention = 'Paciente removido(a)';
/** What stands for the person's address in the calendars of other people's mail (mailto: must stay an address). */
export const removedPatientAddress = 'removido@acolhe.invalid';

/**
 * Removes the copies of the patient's data that live outside their own row: their mail, mentions of them
 * in other people's mail (and in the calendars it carries), the addresses they signed in from, their
 * two-factor secret and codes, their calendar link, their CPF and their 'responsável financeiro'
 * (receipts already exported keep theirs, see retainedByLaw). Runs inside the deletion's transaction,
 * before the row itself is anonymised.
 */
export async function eraseCopiesOfPersonalData(trx: Db, patientId: number): Promise<void> {
  const identity = await erasure.selectIdentity(trx, patientId);
  await erasure.deleteMailTo(trx, identity.email);
  for (const mention of [identity.name, identity.email, identity.phone]) {
    if (mention.trim().length >= 3) await erasure.replaceInMail(trx, mention, removedPatientMention);
  }
  // The .ics of a psychologist's booking notice names the patient too (folded lines: rewritten here, not in SQL).
  const replacements = [
    [identity.email, removedPatientAddress],
    [identity.name, removedPatientMention],
  ] as const;
  for (const mail of await erasure.selectCalendarsAbout(trx, patientId)) {
    if (mail.content === null) continue;
    const content = replaceInCalendar(mail.content, replacements.filter(([mention]) => mention.trim().length >= 3));
    if (content !== mail.content) await erasure.updateCalendar(trx, mail.id, content);
  }
  await erasure.deleteCalendarFeed(trx, patientId);
  await erasure.deleteLoginAddresses(trx, patientId);
  await erasure.deleteTwoFactor(trx, patientId);
  await deleteTaxIds(trx, patientId);
}
