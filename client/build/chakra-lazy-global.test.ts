import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { chakraLazyGlobal } from './chakra-lazy-global.ts';

const systemModule = createRequire(import.meta.url).resolve('@chakra-ui/react').replace(/cjs[\\/]index\.cjs$/, 'esm/styled-system/system.js');

function transform(code: string, id: string): string | null {
  const plugin = chakraLazyGlobal();
  const hook = plugin.transform as (code: string, id: string) => { code: string } | null;
  return hook.call({}, code, id)?.code ?? null;
}

describe('the lazy Chakra global styles', () => {
  it("turns the installed Chakra's eager global sheet into a getter", () => {
    const code = transform(readFileSync(systemModule, 'utf8'), systemModule);
    expect(code).toContain('get _global() {');
    expect(code).not.toContain('const _global = [');
  });

  it('leaves every other module alone', () => {
    expect(transform('const _global = 1;', '/x/node_modules/other/system.js')).toBeNull();
  });

  it('fails the build when Chakra no longer has the expected shape', () => {
    expect(() => transform('export const x = 1;', systemModule)).toThrow(/no longer builds _global/);
  });
});
