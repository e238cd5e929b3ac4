import type { z } from 'zod';

/** C0 and C1 control characters and DEL; a multi-line field may still hold line feeds and tabs. */
const anyControl = /\p{Cc}/u;
const controlButLineFeedOrTab = /[^\P{Cc}\n\t]/u;
/**
 * Bidi embeddings, overrides and isolates make text read differently from what is stored; the line and
 * paragraph separators (U+2028, U+2029) break a line where no line feed is, in any field.
 */
const bidiControlOrSeparator = /[\u202A-\u202E\u2066-\u2069\u2028\u2029]/u;
/**
 * Zero-width characters (space, non-joiner, joiner, word joiner, BOM) make two names that look the same
 * different: refused in one-line fields. Free text keeps them, since emoji sequences use the joiner.
 */
const zeroWidth = /[\u200B-\u200D\u2060\uFEFF]/u;

export const controlCharactersMessage = 'O texto contém caracteres inválidos';

/** Whether a text holds characters no name or free text may hold (docs/decisions/product.md "Limits and defaults"). */
export function hasControlCharacters(value: string, multiLine: boolean): boolean {
  if (bidiControlOrSeparator.test(value)) return true;
  return multiLine ? controlButLineFeedOrTab.test(value) : anyControl.test(value) || zeroWidth.test(value);
}

/** A one-line field (name, e-mail, experience, search): no control characters at all. */
export function singleLine(schema: z.ZodString) {
  return schema.refine((value) => !hasControlCharacters(value, false), controlCharactersMessage);
}

/** A multi-line field (bio, notes, review comments): line feeds and tabs only. */
export function multiLine(schema: z.ZodString) {
  return schema.refine((value) => !hasControlCharacters(value, true), controlCharactersMessage);
}
