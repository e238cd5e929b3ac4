import type { z } from 'zod';
import { commonPasswordMessage, isCommonPassword } from './common-passwords.ts';

/**
 * The one password policy, for every role and every way an account gets a password (registration, a
 * change, create-admin): the spec's minimum of 6 characters (passwordSchema), then no common password
 * and no word of the account's own context (docs/decisions/product.md "Passwords, secrets and backups").
 * The demo accounts keep 'demo123' because the seed writes them directly; nobody else may choose it.
 */
export const contextPasswordMessage = 'A senha não pode conter seu nome, seu e-mail nem a palavra Acolhe.';

/** Whose password it is: the words a guesser tries first. */
export interface PasswordOwner {
  email: string;
  name: string;
}

const demoPassword = 'demo123';

function folded(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** 'acolhe', the e-mail's local part and every part of the name of 4 or more letters, folded. */
function contextWords(owner: PasswordOwner): string[] {
  const [localPart = ''] = folded(owner.email).split('@');
  const nameParts = folded(owner.name)
    .split(/[^\p{L}]+/u)
    .filter((part) => part.length >= 4);
  return ['acolhe', ...nameParts, ...(localPart.length >= 4 ? [localPart] : [])];
}

/** What is wrong with a new password of `owner` (a pt-BR message), or null when it may be used. */
export async function passwordProblem(password: string, owner: PasswordOwner): Promise<string | null> {
  const candidate = folded(password);
  if (candidate === demoPassword || (await isCommonPassword(password))) return commonPasswordMessage;
  const [localPart = ''] = folded(owner.email).split('@');
  if (candidate === localPart || contextWords(owner).some((word) => candidate.includes(word))) return contextPasswordMessage;
  return null;
}

/**
 * A refinement for an input whose new password is `field`; `ownerOf` names whose it is (from the input,
 * or the signed-in user). The server adds it to the shared schemas, so the client's bundle does not ship
 * the common-password list: its forms show the server's field message.
 */
export function refuseWeakPassword<Input, Field extends string>(field: Field, ownerOf: (input: Input) => PasswordOwner) {
  return async (input: Input & Record<Field, string>, ctx: z.RefinementCtx) => {
    const problem = await passwordProblem(input[field], ownerOf(input));
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: [field] });
  };
}
