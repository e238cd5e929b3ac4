import type { Plugin } from 'vite';

/**
 * Names a chunk the first script does not import in index.html's modulepreload hints, so the browser
 * fetches and compiles it with the first script while evaluating it only when the app imports it. The
 * first script leaves Chakra to a task of its own (client/src/main.tsx) and so no longer lists it; this
 * keeps it from being fetched only after that script has run. Fails the build when the chunk is gone,
 * so a renamed group cannot silently drop the hint.
 */
export function preloadChunk(name: string): Plugin {
  return {
    name: 'preload-chunk',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const chunk = Object.values(bundle ?? {}).find((output) => output.type === 'chunk' && output.name === name);
        if (!chunk) throw new Error(`preload-chunk: no chunk named '${name}' in the build; review client/build/preload-chunk.ts`);
        return [{ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` }, injectTo: 'head' }];
      },
    },
  };
}
