import type { z } from 'zod';

/** C0 and C1 control characters and DEL; a multi-line field may still hold line feeds and tabs. */
const anyControl = /\p{Cc}/u;
const controlButLineFeedOrTab = /[^\P{Cc}\n\t]/u;
/** Bidi embeddings, overrides and isolates: they make text read differently from what is stored. */
const bidiControl = /[\u202A-\u202E\u2066-\u2069]/u;

export const controlCharactersMessage = 'O texto contém caracteres inválidos';

/** Whether a text holds characters no name or free text may hold (docs/decisions/product.md "Limits and defaults"). */
export function hasControlCharacters(value: string, multiLine: boolean): boolean {
  return (multiLine ? controlButLineFeedOrTab : anyControl).test(value) || bidiControl.test(value);
}

/** A one-line field (name, e-mail, experience, search): no control characters at all. */
export function singleLine(schema: z.ZodString) {
  return schema.refine((value) => !hasControlCharacters(value, false), controlCharactersMessage);
}

/** A multi-line field (bio, notes, review comments): line feeds and tabs only. */
export function multiLine(schema: z.ZodString) {
  return schema.refine((value) => !hasControlCharacters(value, true), controlCharactersMessage);
}
