import type { Plugin } from 'vite';

/**
 * Names chunks the first script does not import in index.html's modulepreload hints, with every chunk
 * they import in turn, so the browser fetches and compiles them with the first script while evaluating
 * them only when the app imports them. The first script imports none of the app (client/src/main.tsx)
 * and so lists none of it; this keeps the app from being fetched only after that script has run. Fails
 * the build when a named chunk is gone, so a renamed group or file cannot silently drop its hint.
 */
export function preloadChunks(names: string[]): Plugin {
  return {
    name: 'preload-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const chunks = Object.values(bundle ?? {}).filter((output) => output.type === 'chunk');
        const importsOf = new Map(chunks.map((chunk) => [chunk.fileName, chunk.imports]));
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName)) return;
          files.add(fileName);
          for (const imported of importsOf.get(fileName) ?? []) visit(imported);
        };
        for (const name of names) {
          const chunk = chunks.find((output) => output.name === name);
          if (!chunk) throw new Error(`preload-chunks: no chunk named '${name}' in the build; review client/build/preload-chunk.ts`);
          visit(chunk.fileName);
        }
        return [...files]
          .filter((fileName) => !html.includes(`/${fileName}"`))
          .map((fileName) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` }, injectTo: 'head' as const }));
      },
    },
  };
}
