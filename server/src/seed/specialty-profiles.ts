import type { Specialty } from '@acolhe/shared/specialties';
import { inflect, type Gender } from './people.ts';
import type { Random } from './random.ts';

/** What a psychologist of one specialty writes about whom they see, how, and where they trained further. */
export interface SpecialtyProfile {
  /** Whom and what for: the bio's first sentence. */
  focus: readonly string[];
  /** How they work, the bio's second sentence, and the specialization course that taught it. */
  approaches: readonly { text: string; specialization: string }[];
  /** 'Atuo ___ há 9 anos': the field, as it reads after "atuo". */
  field: string;
}

export const specialtyProfiles: Record<Specialty, SpecialtyProfile> = {
  'Psicologia Clínica': {
    focus: [
      'Atendo adultos e adolescentes com ansiedade, depressão, luto e questões de autoestima.',
      'Acompanho adultos em momentos de crise, separações, luto e mudanças de vida.',
      'Atendo adultos com crises de ansiedade, pânico, insônia e dificuldades nos relacionamentos.',
      'Recebo jovens adultos que buscam autoconhecimento, lidam com a ansiedade ou com escolhas difíceis.',
    ],
    approaches: [
      { text: 'Trabalho com terapia cognitivo-comportamental, em sessões objetivas e com metas combinadas.', specialization: 'Terapia Cognitivo-Comportamental' },
      { text: 'Minha abordagem é humanista: escuta atenta e um espaço seguro para você ser quem é.', specialization: 'Abordagem Centrada na Pessoa' },
      { text: 'Trabalho com a terapia de aceitação e compromisso (ACT), unindo acolhimento e exercícios práticos.', specialization: 'Terapia de Aceitação e Compromisso' },
      { text: 'Minha escuta é psicanalítica, com tempo para compreender a sua história sem pressa.', specialization: 'Teoria Psicanalítica' },
    ],
    field: 'na clínica',
  },
  'Psicologia Organizacional': {
    focus: [
      'Atendo profissionais com estresse, burnout e conflitos no trabalho.',
      'Acompanho pessoas em transição de carreira, recolocação e retorno após afastamento.',
      'Atendo líderes e equipes que enfrentam sobrecarga, metas difíceis e mudanças na empresa.',
    ],
    approaches: [
      { text: 'Uso técnicas cognitivo-comportamentais para organizar a rotina e recuperar o equilíbrio.', specialization: 'Psicologia Organizacional e do Trabalho' },
      { text: 'Trabalho com orientação de carreira e desenvolvimento de competências, com planos concretos.', specialization: 'Orientação de Carreira' },
      { text: 'Combino escuta clínica e ferramentas de gestão do estresse, adaptadas à realidade de cada um.', specialization: 'Saúde Mental do Trabalhador' },
    ],
    field: 'com saúde mental no trabalho',
  },
  'Psicologia Infantil': {
    focus: [
      'Atendo crianças de 4 a 12 anos com ansiedade, birras, medos e dificuldades de convivência.',
      'Acompanho crianças e suas famílias em separações, chegada de irmãos e mudanças de escola.',
      'Atendo crianças com dificuldades emocionais e de comportamento, sempre com orientação aos pais.',
    ],
    approaches: [
      { text: 'Uso o brincar e o desenho como linguagem nas sessões online, com encontros regulares com os pais.', specialization: 'Ludoterapia' },
      { text: 'Trabalho com terapia cognitivo-comportamental infantil, com atividades lúdicas e tarefas para casa.', specialization: 'Terapia Cognitivo-Comportamental na Infância' },
      { text: 'Minha abordagem envolve a família: a criança é atendida e os pais recebem orientação periódica.', specialization: 'Orientação Familiar' },
    ],
    field: 'com crianças e famílias',
  },
  'Psicologia Educacional': {
    focus: [
      'Atendo estudantes com dificuldades de aprendizagem, desatenção e ansiedade em provas.',
      'Acompanho adolescentes na escolha profissional e na preparação para o vestibular e o ENEM.',
      'Oriento estudantes, famílias e professores em dificuldades escolares e de adaptação.',
    ],
    approaches: [
      { text: 'Trabalho com orientação de estudos e estratégias de organização, em parceria com a família.', specialization: 'Psicopedagogia' },
      { text: 'Uso orientação vocacional e testes de interesses, com devolutiva clara para o estudante.', specialization: 'Orientação Profissional' },
      { text: 'Combino escuta e intervenções práticas para a rotina escolar, com contato com a escola quando necessário.', specialization: 'Psicologia Escolar e Educacional' },
    ],
    field: 'na educação',
  },
  Neuropsicologia: {
    focus: [
      'Faço avaliação neuropsicológica de memória, atenção e funções executivas em adultos e idosos.',
      'Atendo adultos com suspeita de TDAH e pessoas com queixas de memória.',
      'Acompanho pessoas em reabilitação cognitiva depois de AVC, traumatismo ou covid longa.',
    ],
    approaches: [
      { text: 'A avaliação termina com um laudo e uma devolutiva detalhada para o paciente e a família.', specialization: 'Avaliação Neuropsicológica' },
      { text: 'Trabalho com reabilitação cognitiva, com exercícios semanais adaptados à rotina de cada pessoa.', specialization: 'Reabilitação Cognitiva' },
      { text: 'Uso testes padronizados e entrevistas, e articulo o cuidado com o médico que acompanha o caso.', specialization: 'Neuropsicologia' },
    ],
    field: 'em neuropsicologia',
  },
};

export const universities = ['USP', 'UFRJ', 'PUC-SP', 'UFMG', 'UnB', 'UFRGS', 'UFPE', 'UFBA', 'Unifesp'] as const;

/** 'Há 1 ano' but 'há 9 anos'. */
export function yearsText(years: number): string {
  return years === 1 ? '1 ano' : `${years} anos`;
}

export interface Career {
  gender: Gender;
  specialty: Specialty;
  years: number;
  university: string;
  specialization: string;
  focus: string;
  approach: string;
}

/** The bio states the same years as the experience field and the same training as the education field. */
export function bioOf(career: Career): string {
  const experience = `Atuo ${specialtyProfiles[career.specialty].field} há ${yearsText(career.years)}.`;
  const training = `${inflect(career.gender, 'Formado', 'Formada')} em Psicologia pela ${career.university}, com especialização em ${career.specialization}.`;
  return [career.focus, career.approach, `${experience} ${training}`].join(' ');
}

/** 'Psicologia (USP, 2014); especialização em Neuropsicologia': graduated the year the experience began. */
export function educationOf(career: Career, currentYear: number): string {
  return `Psicologia (${career.university}, ${currentYear - career.years}); especialização em ${career.specialization}`;
}

export function randomCareer(random: Random, gender: Gender, specialty: Specialty): Career {
  const profile = specialtyProfiles[specialty];
  const approach = random.pick(profile.approaches);
  return {
    gender,
    specialty,
    years: random.int(2, 25),
    university: random.pick(universities),
    specialization: approach.specialization,
    focus: random.pick(profile.focus),
    approach: approach.text,
  };
}
