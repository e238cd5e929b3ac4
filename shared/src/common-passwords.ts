import type { z } from 'zod';

export const commonPasswordMessage = 'Essa senha é muito comum. Escolha outra.';

// About 49,000 entries (123456, senha123, brasil…), loaded and made a set on the first password
// checked, not at every server start (the production bundle keeps the list in a chunk of its own).
let commonPasswords: Promise<Set<string>> | undefined;

async function loadCommonPasswords(): Promise<Set<string>> {
  // By path: the package's root also decompresses a diceware list nobody here uses.
  const { default: entries } = await import('@zxcvbn-ts/language-common/dist/passwords.json.mjs');
  return new Set(entries.map((entry) => entry.toLowerCase()));
}

export async function isCommonPassword(password: string): Promise<boolean> {
  commonPasswords ??= loadCommonPasswords();
  return (await commonPasswords).has(password.toLowerCase());
}

/**
 * A refinement for an input holding a new password in `field`. The server adds it to the shared schemas
 * rather than the schemas carrying it, so the client's bundle does not ship the list: its forms show the
 * server's field message.
 */
export function refuseCommonPassword<Field extends string>(field: Field) {
  return async (input: Record<Field, string>, ctx: z.RefinementCtx) => {
    if (await isCommonPassword(input[field])) ctx.addIssue({ code: 'custom', message: commonPasswordMessage, path: [field] });
  };
}
