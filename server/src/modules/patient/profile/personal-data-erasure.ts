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

/**
 * What an erasure removes or rewrites, table by table (eraseCopiesOfPersonalData below, and the account
 * deletion in patient-profile.service.ts for the auth sessions).
 */
export const erasedWithTheAccount = {
  mail_outbox:
    "a correspondência da pessoa, enviada ou não, é apagada; nas mensagens de outras pessoas (e nos calendários que levam) o nome, o e-mail e o telefone viram 'Paciente removido(a)'",
  login_addresses: 'os endereços de onde a pessoa entrou',
  two_factor: 'o segredo da verificação em duas etapas',
  two_factor_recovery_codes: 'os códigos de recuperação da verificação em duas etapas',
  calendar_feeds: 'o link privado do calendário',
  patient_tax_ids: "o CPF e o 'responsável financeiro'",
  auth_sessions: 'as sessões de login',
} as const;

/**
 * Tables an erasure leaves alone: they hold no name, e-mail, phone or CPF of a patient, only the
 * psychologists' or the platform's own data, or ids, keyed hashes and switches that point to the
 * anonymised row.
 */
export const outsideErasure = {
  psychologist_profiles: 'perfil do psicólogo',
  psychologist_bank_accounts: 'dados bancários do psicólogo',
  psychologist_pix_keys: 'chave PIX do psicólogo',
  photos: 'fotos de perfil dos psicólogos',
  availability_slots: 'agenda semanal do psicólogo',
  blocked_dates: 'datas bloqueadas do psicólogo',
  companies: 'empresas parceiras; o vínculo da pessoa sai com a anonimização (users.company_id)',
  platform_settings: 'configurações da plataforma',
  public_read_versions: 'versões das páginas públicas em cache',
  user_preferences: 'preferências (só o id e opções ligadas ou desligadas)',
  activity_log: 'registro de atividade: só ids; os nomes são buscados ao exibir',
  appointment_links: 'links de um clique: só o hash do token e o id da consulta; expiram no início dela',
  signalling_presence: 'quem está numa sala de vídeo ao vivo; a linha sai quando a pessoa deixa a sala',
  rate_limit_windows: 'limites de requisições: chaves cifradas (HMAC) que expiram',
  login_pair_failures: 'tentativas de login erradas: chaves cifradas (HMAC) que expiram',
  login_account_failures: 'tentativas de login erradas: chaves cifradas (HMAC) que expiram',
  auth_session_holds: 'reservas de segundos sobre sessões de login, por id',
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
