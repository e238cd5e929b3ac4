const styleElement = /<style data-emotion="([^"]+)"(?: nonce="[^"]*")?>([\s\S]*?)<\/style>/g;

/**
 * Emotion renders each component's rules as a <style> just before it in the markup. Gathered into the
 * head instead, the browser reads them once before it lays out the body; the combined element names
 * every rule it holds in `data-emotion`, as emotion's own server tools do, so the app's emotion cache
 * takes them as already inserted and adds nothing twice. Global styles keep their own elements, which
 * the app's Global components replace when they mount.
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
      globals.push(element);
    }
    return '';
  });
  const combined = ids.length > 0 ? `<style data-emotion="css ${ids.join(' ')}">${rules.join('')}</style>` : '';
  return { styles: globals.join('') + combined, markup: body };
}
