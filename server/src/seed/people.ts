import type { ProfessionalTitle } from '@acolhe/shared/crp';
import type { Random } from './random.ts';

export type Gender = 'female' | 'male';

export const femaleFirstNames = [
  'Ana', 'Beatriz', 'Camila', 'Daniela', 'Eduarda', 'Fernanda', 'Gabriela', 'Helena', 'Isabela', 'Juliana',
  'Larissa', 'Mariana', 'Natália', 'Patrícia', 'Rafaela', 'Sofia', 'Tatiana', 'Vanessa', 'Letícia', 'Luana',
] as const;

export const maleFirstNames = [
  'André', 'Bruno', 'Carlos', 'Diego', 'Eduardo', 'Felipe', 'Gustavo', 'Henrique', 'Igor', 'João',
  'Lucas', 'Marcelo', 'Nicolas', 'Otávio', 'Paulo', 'Rafael', 'Samuel', 'Thiago', 'Vinícius', 'Pedro',
] as const;

export const lastNames = [
  'Silva', 'Santos', 'Oliveira', 'Souza', 'Rodrigues', 'Ferreira', 'Alves', 'Pereira', 'Lima', 'Gomes',
  'Costa', 'Ribeiro', 'Martins', 'Carvalho', 'Almeida', 'Lopes', 'Soares', 'Fernandes', 'Vieira', 'Barbosa',
  'Rocha', 'Dias', 'Nascimento', 'Andrade', 'Moreira', 'Nunes', 'Marques', 'Machado', 'Mendes', 'Freitas',
] as const;

export interface Person {
  name: string;
  gender: Gender;
}

/** 'Mariana Costa Lima': a first name of the person's gender and two family names. */
export function randomPerson(random: Random, gender: Gender = random.chance(0.7) ? 'female' : 'male'): Person {
  const firstName = random.pick(gender === 'female' ? femaleFirstNames : maleFirstNames);
  return { name: `${firstName} ${random.pick(lastNames)} ${random.pick(lastNames)}`, gender };
}

/** The gender of a seeded first name; the demo accounts' names come from the same lists. */
export function genderOf(name: string): Gender {
  const firstName = name.split(' ')[0] ?? '';
  return (femaleFirstNames as readonly string[]).includes(firstName) ? 'female' : 'male';
}

export function professionalTitleOf(gender: Gender): ProfessionalTitle {
  return gender === 'female' ? 'Psicóloga' : 'Psicólogo';
}

/** The word that agrees with the gender: `inflect(gender, 'formado', 'formada')`. */
export function inflect(gender: Gender, masculine: string, feminine: string): string {
  return gender === 'female' ? feminine : masculine;
}
