import { z } from 'zod';
import { maxRowId } from './api-limits.ts';

/**
 * Informed consent to online care (Lei 14.510/2022, art. 26-A): asked once per patient and psychologist,
 * before their first consultation, in the waiting room. The patient may refuse and ask for in-person care.
 */
export const telehealthConsentInput = z.object({
  psychologistId: z
    .number({ error: 'Profissional inválido' })
    .int('Profissional inválido')
    .positive('Profissional inválido')
    .max(maxRowId, 'Profissional inválido'),
});

export const telehealthConsentMessages = {
  /** sessions.join's refusal to a patient who has not consented yet (reason TELEHEALTH_CONSENT_REQUIRED). */
  required: 'Antes de entrar, confirme na sala de espera que você concorda com o atendimento online.',
  psychologistNotFound: 'Profissional não encontrado',
  saveError: 'Não foi possível registrar sua resposta. Tente novamente.',
} as const;

/** The consent text: who it is with is filled in by the screen. */
export const telehealthConsentText = {
  title: 'Consentimento para atendimento online',
  intro: (psychologistName: string) =>
    `Antes da sua primeira consulta online com ${psychologistName}, queremos que você saiba como ela funciona e quais são os seus direitos.`,
  sections: [
    {
      heading: 'Como é o atendimento online',
      text: 'A consulta acontece por vídeo, aqui no Acolhe, no horário marcado. Ela segue o mesmo sigilo e a mesma ética profissional do atendimento presencial.',
    },
    {
      heading: 'Sua privacidade',
      text: 'A chamada é criptografada e não é gravada pelo Acolhe. Para se sentir à vontade, escolha um lugar reservado e, se puder, use fones de ouvido.',
    },
    {
      heading: 'Você pode recusar',
      text: 'Pela Lei 14.510/2022 (art. 26-A), você tem o direito de recusar o atendimento online e pedir atendimento presencial.',
    },
    {
      heading: 'Você pode parar quando quiser',
      text: 'A qualquer momento você pode encerrar a chamada e conversar com quem te atende sobre continuar de outra forma.',
    },
  ],
  accept: 'Concordo e quero continuar',
  refuse: 'Prefiro atendimento presencial',
  refusedTitle: 'Tudo bem: sua escolha é respeitada.',
  refusedText: (psychologistName: string) =>
    `Você não entrará nesta consulta online. Para combinar um atendimento presencial, fale com ${psychologistName}:`,
  refusedAppointments: 'Se esta consulta não for acontecer, você pode cancelá-la em Minhas consultas.',
  changedMind: 'Mudei de ideia: quero o atendimento online',
} as const;

/** Shown in every waiting room. */
export const urgentHelp = {
  text: 'Em crise ou risco de vida? Ligue 188 (CVV, 24h, gratuito) ou 192 (SAMU).',
  lines: [
    { number: '188', label: 'Ligar para o CVV, 188' },
    { number: '192', label: 'Ligar para o SAMU, 192' },
  ],
} as const;
