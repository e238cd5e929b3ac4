// The page renderer the client build leaves in client/dist-ssr/render-page.js; scripts/build-binary.ts
// bundles it into the executable under this name.
declare module 'acolhe:page-renderer' {
  import type { PageRendererModule } from '../http/page-renderer.ts';
  export const renderPage: PageRendererModule['renderPage'];
}
