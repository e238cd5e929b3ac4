import type { z } from 'zod';

/** C0 and C1 control characters and DEL; a multi-line field may still hold line feeds and tabs. */
const anyControl = /\p{Cc}/u;
const controlButLineFeedOrTab = /[^\P{Cc}\n\t]/u;

export const controlCharactersMessage = 'O texto contém caracteres inválidos';

export function hasControlCharacters(value: string, multiLine: boolean): boolean {
  return (multiLine ? controlButLineFeedOrTab : anyControl).test(value);
}

/** A one-line field (name, e-mail, experience): no control characters at all. */
export function singleLine(schema: z.ZodString) {
  return schema.refine((value) => !hasControlCharacters(value, false), controlCharactersMessage);
}

/** A multi-line field (bio, notes): line feeds and tabs only. */
export function multiLine(schema: z.ZodString) {
  return schema.refine((value) => !hasControlCharacters(value, true), controlCharactersMessage);
}
