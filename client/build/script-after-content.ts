import type { Plugin } from 'vite';

const moduleScript = /\s*<script type="module"[^>]*><\/script>/g;
const modulePreload = /\s*<link rel="modulepreload"[^>]*>/g;

/**
 * Puts index.html's first script after the page's content, with no modulepreload hints. Scripts the
 * browser fetches while it parses are compiled while it parses: with the CPU slowed 4×, a server-rendered
 * dashboard reached its heading 1.5–1.9× as late as the same HTML without scripts when the script and
 * hints were in the head, 1.0–1.1× with the script last and no hints (hints at the end of the body,
 * or as plain preloads, still cost 1.2–1.6×). The first script runs after the parse either way (module
 * scripts are deferred), and the app's chunks are then fetched together by its dynamic imports, which
 * name their dependencies (Vite's preload helper).
 */
export function scriptAfterContent(): Plugin {
  return {
    name: 'script-after-content',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const scripts = html.match(moduleScript) ?? [];
        if (scripts.length === 0) throw new Error('script-after-content: index.html has no module script; review client/build/script-after-content.ts');
        const rest = html.replace(moduleScript, '').replace(modulePreload, '');
        return rest.replace(/\s*<\/body>/, () => `\n    ${scripts.map((script) => script.trim()).join('\n    ')}\n  </body>`);
      },
    },
  };
}
