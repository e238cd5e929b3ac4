import { pageStylesAttribute } from '../start/page-state.ts';

const styleElement = /<style data-emotion="([^"]+)"(?: nonce="[^"]*")?>([\s\S]*?)<\/style>/g;

/**
 * Emotion renders each component's rules as a <style> just before it in the markup. Gathered into the
 * head instead, the browser reads them once before it lays out the body; the combined element names
 * every rule it holds in `data-page-styles`, so the app's emotion cache takes them as already inserted
 * and adds nothing twice (page-style-cache.ts). Global styles keep their own elements, which the app
 * leaves in place (providers.tsx).
 *
 * Each element is marked `data-s`, as emotion marks those it has moved: emotion's default cache, made as
 * its module is evaluated, otherwise moves every unmarked element to the end of the head. Moving a sheet
 * re-styles and lays out the whole page again, for elements already in the head, in the same order
 * (docs/decisions/styles-in-head.md "Server-rendered styles gathered in the head and left in place").
 */
export function collectStyles(markup: string): { styles: string; markup: string } {
  const globals: string[] = [];
  const ids: string[] = [];
  const rules: string[] = [];
  const body = markup.replace(styleElement, (element, names: string, css: string) => {
    const [key, ...ruleIds] = names.split(' ');
    if (key === 'css') {
      for (const id of ruleIds) if (!ids.includes(id)) ids.push(id);
      rules.push(css);
    } else {
      globals.push(element.replace('<style ', '<style data-s="" '));
    }
    return '';
  });
  const combined = ids.length > 0 ? `<style ${pageStylesAttribute}="${ids.join(' ')}" data-s="">${rules.join('')}</style>` : '';
  return { styles: globals.join('') + combined, markup: body };
}
