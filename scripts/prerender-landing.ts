// After `vite build client`: writes client/dist/landing.html, the landing page as static HTML with no
// script, which the server answers `/` with (figures filled in per request). Run: node scripts/prerender-landing.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { tsImport } from 'tsx/esm/api';

const dist = 'client/dist';
const { renderLandingMarkup } = (await tsImport('../client/src/landing-document/render-landing-document.tsx', { parentURL: import.meta.url, tsconfig: 'client/tsconfig.json' })) as {
  renderLandingMarkup: () => { styles: string; markup: string };
};
const shell = readFileSync(`${dist}/index.html`, 'utf8');
const withoutScripts = shell.replace(/\s*<script type="module"[^>]*><\/script>/g, '').replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
const { styles, markup } = renderLandingMarkup();
// Replacement functions, so a `$&` in the CSS or the text is written as it is, not read as a pattern.
const page = withoutScripts.replace('</head>', () => `${styles}</head>`).replace('<div id="root"></div>', () => `<div id="root">${markup}</div>`);
if (!page.includes(markup) || !page.includes(styles)) throw new Error('index.html has no head or no empty #root to fill');
writeFileSync(`${dist}/landing.html`, page);
console.log(`landing.html: ${(page.length / 1024).toFixed(1)} KB`);
