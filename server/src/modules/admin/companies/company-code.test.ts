import { describe, expect, test } from 'vitest';
import { companyCodePattern } from '@acolhe/shared/companies';
import { CodeTaken, generateCompanyCode, withFreshCode } from './company-code.ts';

describe('company codes', () => {
  test('take up to six letters of the first word, without accents, and four unambiguous characters', () => {
    expect(generateCompanyCode('Acme Indústria Ltda', () => 0)).toBe('ACME-2222');
    expect(generateCompanyCode('Ótica São João', () => 31)).toBe('OTICA-ZZZZ');
    expect(generateCompanyCode('Tecnologias Avançadas', () => 8)).toBe('TECNOL-AAAA');
    expect(generateCompanyCode('123 Serviços', () => 0)).toBe('SERVIC-2222');
    expect(generateCompanyCode('4 2', () => 0)).toBe('EMP-2222');
  });

  test('always match the shared pattern', () => {
    for (let index = 0; index < 200; index += 1) {
      expect(generateCompanyCode('Banco Horizonte S.A.')).toMatch(companyCodePattern);
    }
  });

  test('a taken code is retried with a new one', async () => {
    const codes = ['ACME-AAAA', 'ACME-BBBB', 'ACME-CCCC'];
    const taken = new Set(['ACME-AAAA', 'ACME-BBBB']);
    const tried: string[] = [];
    const code = await withFreshCode(
      () => codes.shift() ?? 'none',
      async (candidate) => {
        tried.push(candidate);
        if (taken.has(candidate)) throw new CodeTaken();
        return candidate;
      },
    );
    expect(code).toBe('ACME-CCCC');
    expect(tried).toEqual(['ACME-AAAA', 'ACME-BBBB', 'ACME-CCCC']);
  });

  test('gives up after the last attempt, and never retries another failure', async () => {
    let calls = 0;
    const alwaysTaken = withFreshCode(
      () => 'ACME-AAAA',
      async () => {
        calls += 1;
        throw new CodeTaken();
      },
      3,
    );
    await expect(alwaysTaken).rejects.toBeInstanceOf(CodeTaken);
    expect(calls).toBe(3);

    let otherCalls = 0;
    const broken = withFreshCode(
      () => 'ACME-AAAA',
      async () => {
        otherCalls += 1;
        throw new Error('disco cheio');
      },
    );
    await expect(broken).rejects.toThrow('disco cheio');
    expect(otherCalls).toBe(1);
  });
});
