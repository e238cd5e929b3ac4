import type { Plugin } from 'vite';

const systemModule = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
const eager = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const returned = /\n(\s*)_global,\n/;

/**
 * Chakra's createSystem builds the global style sheet (reset, base and every token as a CSS variable)
 * as soon as the system is created, though only ChakraProvider reads it, when it renders. That was half
 * of createSystem's time on the first script of every page (docs/decisions/first-script.md
 * "A light first script and a start in stages"). This
 * makes it a getter, so a page whose global styles came from the server (providers.tsx) never builds
 * them. Fails the build when Chakra's source no longer has the expected shape, so an upgrade cannot
 * silently drop the saving.
 */
export function chakraLazyGlobal(): Plugin {
  return {
    name: 'chakra-lazy-global',
    enforce: 'pre',
    transform(code, id) {
      if (!systemModule.test(id)) return null;
      if (!code.includes(eager) || !returned.test(code)) {
        throw new Error(`chakra-lazy-global: ${id} no longer builds _global as expected; review client/build/chakra-lazy-global.ts`);
      }
      const lazy = code
        .replace(eager, 'let _global;')
        .replace(returned, '\n$1get _global() { return (_global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]); },\n');
      return { code: lazy, map: null };
    },
  };
}
