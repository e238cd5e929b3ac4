import { describe, expect, it } from 'vitest';
import { formatResultCount } from './directory-format.ts';

describe('formatResultCount', () => {
  it('says none, one and many in proper Portuguese', () => {
    expect(formatResultCount(0)).toBe('Nenhum psicólogo encontrado');
    expect(formatResultCount(1)).toBe('1 psicólogo encontrado');
    expect(formatResultCount(2)).toBe('2 psicólogos encontrados');
    expect(formatResultCount(1234)).toBe('1.234 psicólogos encontrados');
  });
});
