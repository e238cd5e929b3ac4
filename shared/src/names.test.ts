import { describe, expect, it } from 'vitest';
import { initialsOf } from './names.ts';

describe('initialsOf', () => {
  it('takes the first and last names, skipping titles', () => {
    expect(initialsOf('Psic. Ana Lima')).toBe('AL');
    expect(initialsOf('Dr. Carlos Mendes')).toBe('CM');
    expect(initialsOf('Dra. Rafaela Alves Fernandes')).toBe('RF');
    expect(initialsOf('dra Beatriz Souza')).toBe('BS');
    expect(initialsOf('Prof. Dr. João da Silva')).toBe('JS');
  });

  it('keeps a single name, accents and odd spacing', () => {
    expect(initialsOf('Érica')).toBe('É');
    expect(initialsOf('  maria   das  dores ')).toBe('MD');
    expect(initialsOf('Drummond Andrade')).toBe('DA');
    expect(initialsOf('')).toBe('');
  });
});
