export const femaleFirstNames = [
  'Ana', 'Beatriz', 'Camila', 'Daniela', 'Eduarda', 'Fernanda', 'Gabriela', 'Helena', 'Isabela', 'Juliana',
  'Larissa', 'Mariana', 'Natália', 'Patrícia', 'Rafaela', 'Sofia', 'Tatiana', 'Vanessa', 'Letícia', 'Luana',
] as const;

export const maleFirstNames = [
  'André', 'Bruno', 'Carlos', 'Diego', 'Eduardo', 'Felipe', 'Gustavo', 'Henrique', 'Igor', 'João',
  'Lucas', 'Marcelo', 'Nicolas', 'Otávio', 'Paulo', 'Rafael', 'Samuel', 'Thiago', 'Vinícius', 'Pedro',
] as const;

export const firstNames = [...femaleFirstNames, ...maleFirstNames] as const;

export const lastNames = [
  'Silva', 'Santos', 'Oliveira', 'Souza', 'Rodrigues', 'Ferreira', 'Alves', 'Pereira', 'Lima', 'Gomes',
  'Costa', 'Ribeiro', 'Martins', 'Carvalho', 'Almeida', 'Lopes', 'Soares', 'Fernandes', 'Vieira', 'Barbosa',
  'Rocha', 'Dias', 'Nascimento', 'Andrade', 'Moreira', 'Nunes', 'Marques', 'Machado', 'Mendes', 'Freitas',
] as const;

export const bioOpeners = [
  'Atendo adultos e adolescentes com foco em ansiedade, depressão e autoconhecimento.',
  'Trabalho com terapia cognitivo-comportamental, com sessões objetivas e acolhedoras.',
  'Acompanho crianças e famílias em questões de desenvolvimento, escola e convivência.',
  'Especialista em saúde mental no trabalho: estresse, burnout e transições de carreira.',
  'Avaliação e reabilitação neuropsicológica para memória, atenção e funções executivas.',
  'Abordagem humanista, com escuta atenta e um espaço seguro para você ser quem é.',
] as const;

export const bioClosers = [
  'Mais de 8 anos de experiência clínica.',
  'Formação pela USP e especialização em terapia cognitivo-comportamental.',
  'Atendimento online com sigilo e pontualidade.',
  'Pós-graduação em psicologia hospitalar e experiência em atendimento de crise.',
  'Supervisora clínica e docente em cursos de especialização.',
] as const;

export const reviewComments = [
  'Excelente profissional, me senti acolhida desde a primeira sessão.',
  'Muito atencioso e pontual. Recomendo!',
  'As sessões têm me ajudado muito com a ansiedade.',
  'Ótima escuta e orientações práticas.',
  'Profissional incrível, mudou minha forma de lidar com o trabalho.',
  null,
  null,
] as const;

export const companyNames = [
  'TechNova Sistemas Ltda',
  'Banco Horizonte S.A.',
  'Varejo Boa Compra Ltda',
  'Construtora Alicerce Ltda',
  'Hospital Santa Clara',
  'Logística Rota Sul Ltda',
] as const;
