import { describe, expect, it } from 'vitest';
import { scriptAfterContent } from './script-after-content.ts';

const shell = `<!doctype html>
<html lang="pt-BR">
  <head>
    <title>Acolhe</title>
    <script type="module" crossorigin src="/assets/index-A1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/framework-B2.js">
    <link rel="modulepreload" crossorigin href="/assets/chakra-C3.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

describe('scriptAfterContent', () => {
  it('moves the first script after the content and drops every modulepreload hint', () => {
    const page = scriptAfterContent(shell);
    expect(page).not.toContain('modulepreload');
    expect(page.match(/<script/g)).toHaveLength(1);
    const root = page.indexOf('<div id="root"></div>');
    const script = page.indexOf('<script type="module" crossorigin src="/assets/index-A1.js"></script>');
    expect(root).toBeGreaterThan(page.indexOf('</head>'));
    expect(script).toBeGreaterThan(root);
    expect(script).toBeLessThan(page.indexOf('</body>'));
  });

  it('leaves a shell with no module script as it is', () => {
    const plain = '<html><head></head><body><div id="root"></div></body></html>';
    expect(scriptAfterContent(plain)).toBe(plain);
  });
});
