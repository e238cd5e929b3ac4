import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { recipes as defaultRecipes, slotRecipes as defaultSlotRecipes } from '@chakra-ui/react/theme';
import { lightOnly } from './chakra-theme.ts';
import { appSystem } from './theme.ts';

const system = appSystem();

const clientSrc = join(dirname(fileURLToPath(import.meta.url)), '..');
const chakraComponents = join(clientSrc, '../../node_modules/@chakra-ui/react/dist/esm/components');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [path] : [];
  });
}

/** Every name client/src imports from '@chakra-ui/react' (components, namespaces and helpers). */
function importedChakraNames(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(clientSrc)) {
    for (const match of readFileSync(file, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)) {
      for (const part of (match[1] ?? '').split(',')) {
        const name = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0];
        if (name && !part.trim().startsWith('type ')) names.add(name);
      }
    }
  }
  return names;
}

/** The recipe keys a Chakra component directory asks for, following its imports of sibling components. */
function recipeKeysOf(directory: string, seen = new Set<string>()): string[] {
  if (seen.has(directory)) return [];
  seen.add(directory);
  const keys: string[] = [];
  for (const file of readdirSync(join(chakraComponents, directory)).filter((name) => name.endsWith('.js'))) {
    const code = readFileSync(join(chakraComponents, directory, file), 'utf8');
    for (const match of code.matchAll(/(?:createRecipeContext|createSlotRecipeContext|useRecipe|useSlotRecipe)\(\s*\{\s*key:\s*"([^"]+)"/g)) keys.push(match[1] ?? '');
    for (const match of code.matchAll(/from '\.\.\/([a-z-]+)\//g)) keys.push(...recipeKeysOf(match[1] ?? '', seen));
  }
  return keys;
}

/** The component directory that exports a name ('Dialog', 'IconButton', 'createToaster'), if any. */
function directoryExporting(name: string): string | undefined {
  return readdirSync(chakraComponents, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .find((directory) => {
      const index = readFileSync(join(chakraComponents, directory, 'index.js'), 'utf8');
      return new RegExp(`export \\{[^}]*\\b(?:namespace as )?${name}\\b[^}]*\\}`).test(index);
    });
}

describe('the Chakra theme', () => {
  it('has the recipe of every Chakra component the client uses (one left out would render unstyled)', () => {
    const missing: string[] = [];
    for (const name of importedChakraNames()) {
      const directory = directoryExporting(name);
      if (!directory) continue; // chakra(), createSystem(), Portal: no recipe
      for (const key of recipeKeysOf(directory)) {
        // Some components ask for a key Chakra's own theme has no recipe for either (Text): nothing to add.
        const inDefaultTheme = key in defaultRecipes || key in defaultSlotRecipes;
        if (inDefaultTheme && !system.isRecipe(key) && !system.isSlotRecipe(key)) missing.push(`${name} → ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('leaves out recipes nothing uses', () => {
    expect(system.isSlotRecipe('carousel')).toBe(false);
  });
});

describe('the semantic tokens', () => {
  it('keep their light value only: no dark-mode variables are built or sent', () => {
    expect([...system.tokens.cssVarMap.keys()]).toEqual(['base']);
    const tokenCss = JSON.stringify(system.getTokenCss());
    expect(tokenCss).toContain('"--chakra-colors-fg-muted":"var(--chakra-colors-gray-600)"');
    expect(tokenCss).not.toMatch(/dark/i);
  });

  it('leave values without a dark variant as they are', () => {
    expect(lightOnly({ a: { value: '{colors.red.500}' }, b: { value: { _light: 'x', _dark: 'y' } } })).toEqual({
      a: { value: '{colors.red.500}' },
      b: { value: 'x' },
    });
  });
});
