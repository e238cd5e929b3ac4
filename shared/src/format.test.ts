import { describe, expect, test } from 'vitest';
import { formatBytes, formatCount } from './format.ts';

describe('formatBytes', () => {
  test('picks the largest unit that keeps the figure at 1 or more, in pt-BR', () => {
    expect(formatBytes(0)).toBe('0 bytes');
    expect(formatBytes(512)).toBe('512 bytes');
    expect(formatBytes(1536)).toBe('1,5 kB');
    expect(formatBytes(12 * 1024 * 1024 + 300 * 1024)).toBe('12,3 MB');
    expect(formatBytes(3 * 1024 ** 4)).toBe('3.072 GB');
  });
});

describe('formatCount', () => {
  test('one takes the singular; zero and more take the plural, grouped in thousands', () => {
    expect(formatCount(1, 'avaliação', 'avaliações')).toBe('1 avaliação');
    expect(formatCount(0, 'avaliação', 'avaliações')).toBe('0 avaliações');
    expect(formatCount(2, 'consulta', 'consultas')).toBe('2 consultas');
    expect(formatCount(1234, 'consulta', 'consultas')).toBe('1.234 consultas');
  });
});
