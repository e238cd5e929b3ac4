import { describe, expect, test } from 'vitest';
import { ChunkAssembler, chunksOf } from './notify-chunks.ts';

describe('NOTIFY chunks', () => {
  test('a short message is one chunk', () => {
    const chunks = chunksOf('a.1', '{"kind":"hangup"}');
    expect(chunks).toEqual(['a.1 0 1|{"kind":"hangup"}']);
    expect(new ChunkAssembler().add(chunks[0] ?? '')).toBe('{"kind":"hangup"}');
  });

  test('a long message with multi-byte characters is split under 8000 bytes and put back together', () => {
    const text = `v=0 ${'sessão çã '.repeat(2_000)}`;
    const chunks = chunksOf('b.7', text);
    expect(chunks.length).toBeGreaterThan(2);
    for (const chunk of chunks) expect(Buffer.byteLength(chunk)).toBeLessThan(8_000);
    const assembler = new ChunkAssembler();
    const results = chunks.map((chunk) => assembler.add(chunk));
    expect(results.slice(0, -1).every((result) => result === null)).toBe(true);
    expect(results.at(-1)).toBe(text);
  });

  test('interleaved messages are kept apart; a message missing a chunk is dropped', () => {
    const first = chunksOf('s.1', 'x'.repeat(15_000));
    const second = chunksOf('s.2', 'y'.repeat(8_000));
    const assembler = new ChunkAssembler();
    expect(assembler.add(first[0] ?? '')).toBeNull();
    expect(assembler.add(second[0] ?? '')).toBeNull();
    expect(assembler.add(first[2] ?? '')).toBeNull();
    expect(assembler.add(second[1] ?? '')).toBe('y'.repeat(8_000));
    expect(assembler.add('garbage')).toBeNull();
  });
});
