import { describe, expect, test } from 'vitest';
import { formatBytes } from './format.ts';

describe('formatBytes', () => {
  test('picks the largest unit that keeps the figure at 1 or more, in pt-BR', () => {
    expect(formatBytes(0)).toBe('0 bytes');
    expect(formatBytes(512)).toBe('512 bytes');
    expect(formatBytes(1536)).toBe('1,5 kB');
    expect(formatBytes(12 * 1024 * 1024 + 300 * 1024)).toBe('12,3 MB');
    expect(formatBytes(3 * 1024 ** 4)).toBe('3.072 GB');
  });
});
