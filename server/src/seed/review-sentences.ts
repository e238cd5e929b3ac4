import type { Specialty } from '@acolhe/shared/specialties';
import { inflect, type Gender } from './people.ts';

/** Who writes and about whom, so each sentence agrees in gender with both. */
export interface Voices {
  reviewer: Gender;
  professional: Gender;
}

export type Sentence = string | ((voices: Voices) => string);

const me = (voices: Voices, masculine: string, feminine: string) => inflect(voices.reviewer, masculine, feminine);
const they = (voices: Voices, masculine: string, feminine: string) => inflect(voices.professional, masculine, feminine);

export function sentenceText(sentence: Sentence, voices: Voices): string {
  return typeof sentence === 'string' ? sentence : sentence(voices);
}

/** Opening sentences of five-star reviews. */
export const praise: readonly Sentence[] = [
  (v) => `Me senti ${me(v, 'acolhido', 'acolhida')} desde a primeira sessão.`,
  (v) => `${they(v, 'Um profissional', 'Uma profissional')} muito ${they(v, 'atencioso', 'atenciosa')} e pontual.`,
  'A escuta é atenta e sem julgamentos; sinto que posso falar de tudo.',
  'As sessões mudaram a forma como eu lido com os meus problemas.',
  (v) => `${they(v, 'Ele', 'Ela')} explica cada passo e combina os objetivos comigo.`,
  'Saio de cada consulta mais leve e com clareza sobre o que fazer.',
  (v) => `Encontrei ${they(v, 'um psicólogo', 'uma psicóloga')} que realmente se importa.`,
  'Pontualidade, sigilo e muito cuidado em cada encontro.',
  'Em poucos meses percebi uma diferença enorme no meu dia a dia.',
  (v) => `Desde o início me senti ${me(v, 'seguro', 'segura')} para falar.`,
  'O atendimento online funciona muito bem e a conexão nunca falhou.',
  (v) => `${they(v, 'Ele', 'Ela')} lembra de detalhes das sessões anteriores, o que faz toda a diferença.`,
  (v) => `Profissional muito ${they(v, 'humano', 'humana')}, com uma escuta que acolhe de verdade.`,
  'Começar a terapia foi a melhor decisão que tomei este ano.',
  'As tarefas entre as sessões me ajudaram a colocar tudo em prática.',
  (v) => `Muito ${they(v, 'preparado', 'preparada')} e, ao mesmo tempo, leve na conversa.`,
  'Sessões bem conduzidas, com começo, meio e fim.',
  'Agradeço pela paciência e pela dedicação em cada encontro.',
];

/** Opening sentences of four-star reviews. */
export const approval: readonly Sentence[] = [
  'Bom atendimento, me ajudou bastante.',
  (v) => `Profissional ${they(v, 'atencioso', 'atenciosa')} e com boas orientações.`,
  'Gostei das sessões e percebi avanços.',
  'As sessões têm me ajudado, ainda que aos poucos.',
  (v) => `${they(v, 'Ele', 'Ela')} é muito ${they(v, 'educado', 'educada')} e respeita o meu tempo.`,
  'Boa escuta e orientações práticas.',
  (v) => `Estou ${me(v, 'satisfeito', 'satisfeita')} com o acompanhamento até aqui.`,
  'Foi uma boa experiência no geral.',
  'Sinto que estou evoluindo, sessão após sessão.',
  'Atendimento sério e cuidadoso.',
];

/** Opening sentences of three-star reviews. */
export const mixed: readonly Sentence[] = [
  'Atendimento correto, mas ainda não senti muita evolução.',
  (v) => `${they(v, 'O profissional', 'A profissional')} é ${they(v, 'educado', 'educada')}, mas não sei se a abordagem combina comigo.`,
  'Algumas sessões foram boas, outras nem tanto.',
  'Esperava um pouco mais de direcionamento.',
  'Foi razoável; ajudou em parte.',
  'A escuta é boa, mas as sessões pareceram curtas.',
  'Ainda estou decidindo se vou continuar.',
];

/** Opening sentences of one- and two-star reviews. */
export const disappointment: readonly Sentence[] = [
  'Não me senti à vontade nas sessões.',
  'Não senti que a abordagem funcionou para mim.',
  (v) => `Senti pouca conexão com ${they(v, 'o profissional', 'a profissional')}.`,
  'As sessões não atenderam ao que eu procurava.',
  'Achei o atendimento pouco atento ao que eu trazia.',
  'Preferi procurar outro acompanhamento.',
];

/** The "but" of a review under five stars. */
export const reservations: readonly Sentence[] = [
  'Só achei que algumas sessões terminaram um pouco corridas.',
  'Em um dia a conexão caiu e perdemos alguns minutos.',
  'Demorei um pouco a me adaptar ao formato online.',
  'Uma consulta começou com alguns minutos de atraso.',
  'Gostaria de ter mais horários à noite.',
  'Às vezes senti falta de tarefas mais concretas entre as sessões.',
  'O valor pesa um pouco no orçamento.',
  'Em alguns momentos a conversa ficou um pouco repetitiva.',
  'Precisei remarcar uma vez e não havia horários próximos.',
  'Esperava uma devolutiva um pouco mais detalhada.',
];

/** How a good review ends. */
export const closings: readonly Sentence[] = [
  'Recomendo de olhos fechados!',
  'Super recomendo.',
  'Recomendo a quem está precisando de ajuda.',
  (v) => `Sou muito ${me(v, 'grato', 'grata')}.`,
  (v) => `${me(v, 'Obrigado', 'Obrigada')} por tudo!`,
  'Vale cada centavo.',
  'Já indiquei para amigos.',
  'Vou continuar o acompanhamento.',
];

/** What changed, in the words of a patient of each specialty. */
export const outcomes: Record<Specialty, readonly Sentence[]> = {
  'Psicologia Clínica': [
    'As crises de ansiedade ficaram bem mais raras.',
    'Consegui atravessar o luto com mais serenidade.',
    'Voltei a dormir bem depois de meses.',
    'Aprendi a reconhecer os meus gatilhos e a lidar com eles.',
    'Minha autoestima melhorou muito.',
    'Hoje consigo dizer não sem culpa.',
  ],
  'Psicologia Organizacional': [
    'Consegui sair do esgotamento e voltar a gostar do meu trabalho.',
    'Me ajudou muito na transição de carreira.',
    'Aprendi a impor limites no trabalho.',
    (v) => `Voltei ao trabalho depois do afastamento muito mais ${me(v, 'seguro', 'segura')}.`,
    'As reuniões difíceis deixaram de tirar o meu sono.',
    'Organizei a rotina e o estresse diminuiu bastante.',
  ],
  'Psicologia Infantil': [
    'Meu filho espera ansioso pelas sessões.',
    'As birras diminuíram e a rotina em casa ficou mais tranquila.',
    'As orientações aos pais fizeram toda a diferença em casa.',
    'Minha filha voltou a dormir sozinha.',
    'A adaptação à escola nova foi muito mais tranquila.',
    'Nosso filho está mais calmo e conversa mais com a gente.',
  ],
  'Psicologia Educacional': [
    'Meu filho passou a estudar com mais organização e menos ansiedade.',
    'A orientação vocacional me ajudou a escolher o curso com segurança.',
    'As notas melhoraram e a ansiedade nas provas diminuiu.',
    'Aprendi a montar um plano de estudos que funciona.',
    'A conversa com a escola foi muito bem conduzida.',
    (v) => `Cheguei ao ENEM bem mais ${me(v, 'tranquilo', 'tranquila')}.`,
  ],
  Neuropsicologia: [
    'A devolutiva da avaliação foi clara e muito bem explicada.',
    'O laudo ajudou o médico a ajustar o tratamento.',
    'Os exercícios de memória já mostram resultado.',
    'Finalmente entendi o meu diagnóstico de TDAH.',
    'Minha mãe recuperou parte da autonomia com a reabilitação.',
    'A avaliação foi cuidadosa e sem pressa.',
  ],
};
