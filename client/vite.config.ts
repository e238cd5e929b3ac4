import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { chakraLazyGlobal } from './build/chakra-lazy-global.ts';
import { preloadChunks } from './build/preload-chunk.ts';

/** The chunk of the Chakra modules every screen needs; index.html names it for an early fetch (preload-chunk.ts). */
const chakraChunk = 'chakra';
/** The directory, the profiles and their layout: the pages a visitor arrives on, in one file. */
const publicPagesChunk = 'public-pages';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    chakraLazyGlobal(),
    react(),
    // What the first script's stages import (client/src/main.tsx), fetched with it.
    !isSsrBuild && preloadChunks(['preload-route', chakraChunk]),
    // .br and .gz beside each built file, at full quality once, so the server never compresses them per request.
    !isSsrBuild &&
      compression({
        algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
        threshold: 1024,
        exclude: [/\.map$/],
      }),
  ],
  // The server's page renderer (src/server-render/render-page.tsx) is one self-contained module: the
  // server and the single executable load it without any node_modules beside it.
  ssr: { noExternal: true },
  // The renderer runs React's production build whatever NODE_ENV the server is started with (`npm start`
  // sets none; the journeys and benches run with 'test'): left to the runtime check, React's development
  // build rendered every page at a much higher CPU cost (docs/decisions/prerendered-landing.md
  // "Prerendered landing page and server-rendered pages") and differed from the production build the
  // browser adopts the page with.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  server: {
    port: 5173,
    proxy: { '/trpc': 'http://localhost:3000', '/api': 'http://localhost:3000', '/calendar': 'http://localhost:3000' },
  },
  build: isSsrBuild
    ? { outDir: 'dist-ssr', emptyOutDir: true, minify: true, copyPublicDir: false, rolldownOptions: { output: { codeSplitting: false } } }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        sourcemap: true,
        rolldownOptions: {
          output: {
            // What every screen needs travels as two files rather than dozens of slivers, which compress worse.
            // Then one file for each stage of the start (client/src/main.tsx: the first script's own imports
            // with Vite's preload helper, the route table, the theme, the app) and one for the public pages:
            // left to Rolldown, a cold /agenda asked for 47 files, and each file a page's script asks for
            // costs a phone's main thread (docs/performance.md "First paint"). A group takes in everything its modules
            // import that no group of higher priority took, so each stage outranks the later ones: the first
            // script must not import React or Chakra (e2e/bundle-size.spec.ts checks it).
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  priority: 6,
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|@emotion|stylis|@tanstack|@trpc|@pandacss)[\\/]/,
                },
                {
                  name: chakraChunk,
                  priority: 5,
                  test: /node_modules[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](styled-system|theme|preset|utils|anatomy|merge-props|components[\\/](box|stack|flex|grid|center|heading|text|button|icon|spinner|container|simple-grid|circle|wrap|span|link|group)[\\/])/,
                },
                // client/src/start/ holds every module the first script imports, and nothing that imports React or Chakra.
                { name: 'start', priority: 5, test: /client[\\/]src[\\/]start[\\/]|vite[\\/]preload-helper/ },
                { name: 'route-table', priority: 4, test: /client[\\/]src[\\/]app[\\/]route-table\.tsx$/ },
                { name: 'theme', priority: 3, test: /client[\\/]src[\\/]app[\\/]theme\.ts$/ },
                { name: 'mount-app', priority: 2, test: /client[\\/]src[\\/]app[\\/]mount-app\.tsx$/ },
                {
                  name: publicPagesChunk,
                  priority: 1,
                  test: /client[\\/]src[\\/](features[\\/]directory|app[\\/]layouts[\\/]public-page)/,
                },
              ],
            },
          },
        },
      },
}));
