import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root, ignore: false });

// The first lint loads the config, the parser and the resolver: seconds on a busy machine, paid once here.
beforeAll(() => eslint.lintText('', { filePath: join(root, 'client/src/lib/probe.ts') }), 90_000);

async function rulesBroken(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('client layers and paths', () => {
  it('refuses a feature importing another feature', async () => {
    const code = "import { BookingPage } from '../booking/booking-page.tsx';\nexport const page = BookingPage;\n";
    expect(await rulesBroken('client/src/features/agenda/probe.ts', code)).toEqual(['local/layer-direction']);
  });

  it('refuses a feature importing app/', async () => {
    const code = "import { router } from '../../app/routes.tsx';\nexport const app = router;\n";
    expect(await rulesBroken('client/src/features/agenda/probe.ts', code)).toEqual(['local/layer-direction']);
  });

  it('refuses lib/ and components/ importing a feature', async () => {
    const code = "import { LoginPage } from '../features/auth/login-page.tsx';\nexport const page = LoginPage;\n";
    expect(await rulesBroken('client/src/lib/probe.ts', code)).toEqual(['local/layer-direction']);
    expect(await rulesBroken('client/src/components/probe.ts', code)).toEqual(['local/layer-direction']);
  });

  it("refuses start/ importing any other part of the client, so the first script stays free of React", async () => {
    const code = "import { paths } from '../lib/paths.ts';\nexport const home = paths.home;\n";
    expect(await rulesBroken('client/src/start/probe.ts', code)).toEqual(['local/layer-direction']);
    const react = "import { useState } from 'react';\nexport const state = useState;\n";
    expect(await rulesBroken('client/src/start/probe.ts', react)).toEqual(['no-restricted-imports']);
    const typeOnly = "import type { DehydratedState } from '@tanstack/react-query';\nexport type State = DehydratedState;\n";
    expect(await rulesBroken('client/src/start/probe.ts', typeOnly)).toEqual([]);
  });

  it('refuses lib/ importing a component', async () => {
    const code = "import { PageHeader } from '../components/page-header.tsx';\nexport const header = PageHeader;\n";
    expect(await rulesBroken('client/src/lib/probe.ts', code)).toEqual(['local/layer-direction']);
  });

  it('refuses a server module importing the app or the HTTP layer', async () => {
    const app = "import { buildApp } from '../../app.ts';\nexport const build = buildApp;\n";
    const http = "import type * as plugin from '../../http/routes/trpc-plugin.ts';\nexport type Plugin = typeof plugin;\n";
    expect(await rulesBroken('server/src/modules/auth/probe.ts', app)).toEqual(['local/layer-direction']);
    expect(await rulesBroken('server/src/modules/auth/probe.ts', http)).toEqual(['local/layer-direction']);
  });

  it('refuses a client path written outside lib/paths.ts', async () => {
    const code = "export const to = ['/agenda', `/schedule/${1}`];\n";
    expect(await rulesBroken('client/src/features/agenda/probe.ts', code)).toEqual(['no-restricted-syntax', 'no-restricted-syntax']);
  });

  it('lets a feature use its own files, lib/ and components/', async () => {
    const code = [
      "import { paths } from '../../lib/paths.ts';",
      "import { PageHeader } from '../../components/page-header.tsx';",
      "import { AgendaSettingsPage } from './agenda-settings-page.tsx';",
      'export const parts = [paths, PageHeader, AgendaSettingsPage];',
      '',
    ].join('\n');
    expect(await rulesBroken('client/src/features/agenda/probe.ts', code)).toEqual([]);
  });
});

describe('import cycles', () => {
  mkdirSync(join(root, '.test-output'), { recursive: true });
  const dir = mkdtempSync(join(root, '.test-output', 'lint-cycles-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  async function rulesBrokenInCycle(files: Record<string, string>, linted: string): Promise<string[]> {
    for (const [name, code] of Object.entries(files)) writeFileSync(join(dir, name), code);
    const [result] = await eslint.lintFiles([join(dir, linted)]);
    return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
  }

  it('refuses a cycle closed by type-only imports', async () => {
    const files = {
      'type-a.ts': "import type { B } from './type-b.ts';\nexport interface A { b?: B }\n",
      'type-b.ts': "import type { A } from './type-a.ts';\nexport interface B { a?: A }\n",
    };
    expect(await rulesBrokenInCycle(files, 'type-a.ts')).toEqual(['local/no-import-cycle']);
  });

  it('refuses a cycle of value imports, reported once', async () => {
    const files = {
      'value-a.ts': "import { b } from './value-b.ts';\nexport const a = () => b;\n",
      'value-b.ts': "import { a } from './value-a.ts';\nexport const b = () => a;\n",
    };
    expect(await rulesBrokenInCycle(files, 'value-a.ts')).toEqual(['local/no-import-cycle']);
  });

  it('accepts imports that lead nowhere back', async () => {
    const files = {
      'line-a.ts': "import type { B } from './line-b.ts';\nexport interface A { b?: B }\n",
      'line-b.ts': 'export interface B { size: number }\n',
    };
    expect(await rulesBrokenInCycle(files, 'line-a.ts')).toEqual([]);
  });
});

describe("journeys on the journeys' clock", () => {
  it('refuses the machine clock and luck in a journey, and the bare Playwright test', async () => {
    const code = [
      "import { test } from '@playwright/test';",
      'export const picks = [new Date(), Date.now(), Math.random(), test];',
      '',
    ].join('\n');
    expect((await rulesBroken('e2e/probe.spec.ts', code)).sort()).toEqual(
      ['no-restricted-imports', 'no-restricted-properties', 'no-restricted-properties', 'no-restricted-syntax'].sort(),
    );
    expect(await rulesBroken('e2e/fixtures/probe.ts', 'export const now = new Date();\n')).toEqual(['no-restricted-syntax']);
    expect(await rulesBroken('e2e/probe.spec.ts', "export const at = new Date('2026-12-07T09:00:00-03:00');\n")).toEqual([]);
  });
});
