import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { hasControlCharacters, multiLine, singleLine } from './text-fields.ts';

describe('control characters', () => {
  test.each([
    ['line feed', 'a\nb', false, true],
    ['tab', 'a\tb', false, true],
    ['carriage return', 'a\rb', true, true],
    ['NUL', 'a\u0000b', true, true],
    ['DEL', 'a\u007fb', true, true],
    ['C1 next line', 'a\u0085b', true, true],
    ['accents and emoji', 'ação 😀', false, false],
    ['right-to-left override', 'abc\u202Efdp.exe', true, true],
    ['left-to-right embedding', 'a\u202Ab', true, true],
    ['first strong isolate', 'a\u2068b', true, true],
    ['pop directional isolate', 'a\u2069b', true, true],
    ['line separator', 'a\u2028b', true, true],
    ['paragraph separator', 'a\u2029b', true, true],
    ['zero-width space', 'Ana\u200B Souza', false, true],
    ['zero-width joiner (emoji sequences keep it in free text)', 'família 👨\u200D👩\u200D👧', false, true],
    ['word joiner', 'a\u2060b', false, true],
    ['byte order mark', '\uFEFFAna', false, true],
  ])(
    '%s: refused in a multi-line field %s, in a one-line field %s',
    (_name, value, inMultiLine, inSingleLine) => {
      expect(hasControlCharacters(value, true)).toBe(inMultiLine);
      expect(hasControlCharacters(value, false)).toBe(inSingleLine);
    },
  );

  test('the schemas refuse with a pt-BR message', () => {
    expect(singleLine(z.string()).safeParse('a\nb').error?.issues[0]?.message).toBe(
      'O texto contém caracteres inválidos',
    );
    expect(multiLine(z.string()).safeParse('linha 1\nlinha 2\tfim').success).toBe(true);
    expect(multiLine(z.string()).safeParse('a\u0007b').success).toBe(false);
  });
});
