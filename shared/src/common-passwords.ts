// By path: the package's root also decompresses a diceware list nobody here uses.
import passwordsCommon from '@zxcvbn-ts/language-common/dist/passwords.json.mjs';
import type { z } from 'zod';

export const commonPasswordMessage = 'Essa senha é muito comum. Escolha outra.';

// About 49,000 entries (123456, senha123, brasil…); the set is built on the first password checked,
// not at every server start.
let commonPasswords: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(passwordsCommon.map((entry) => entry.toLowerCase()));
  return commonPasswords.has(password.toLowerCase());
}

/**
 * A refinement for an input holding a new password in `field`. The server adds it to the shared schemas
 * rather than the schemas carrying it, so the client's bundle does not ship the list: its forms show the
 * server's field message.
 */
export function refuseCommonPassword<Field extends string>(field: Field) {
  return (input: Record<Field, string>, ctx: z.RefinementCtx) => {
    if (isCommonPassword(input[field])) ctx.addIssue({ code: 'custom', message: commonPasswordMessage, path: [field] });
  };
}
