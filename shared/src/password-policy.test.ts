import { describe, expect, test } from 'vitest';
import { commonPasswordMessage } from './common-passwords.ts';
import { contextPasswordMessage, passwordProblem } from './password-policy.ts';

const owner = { email: 'mariana.souza@exemplo.com.br', name: 'Mariana de Souza Lê' };

describe('the password policy', () => {
  test('refuses common passwords and demo123, whatever their case', async () => {
    for (const password of ['123456', 'senha123', 'SENHA123', 'demo123', 'Demo123']) {
      expect(await passwordProblem(password, owner), password).toBe(commonPasswordMessage);
    }
  });

  test("refuses the word Acolhe, any part of the name of 4 or more letters and the e-mail's local part, accents and case aside", async () => {
    for (const password of ['acolhe2026', 'ACOLHÊ!77', 'mariana#91', 'xSOUZAx88', 'mariana.souza', 'Mariána123']) {
      expect(await passwordProblem(password, owner), password).toBe(contextPasswordMessage);
    }
  });

  test('lets pass what only shares a short name part, or nothing with the owner', async () => {
    for (const password of ['le-93#kq', 'k9#mzq', 'segredo123', 'de77xq!z']) {
      expect(await passwordProblem(password, owner), password).toBeNull();
    }
  });

  test('a short local part is refused only as the whole password', async () => {
    const short = { email: 'ana@exemplo.com', name: 'Bia Li' };
    expect(await passwordProblem('ana', short)).toBe(contextPasswordMessage);
    expect(await passwordProblem('banana77', short)).toBeNull();
  });
});
