import { createRequire } from 'node:module';
import type { PageRendererModule } from '../http/pages/page-renderer.ts';
import { pageRendererKey } from './asset-keys.ts';
import { nativeFileOnDisk } from './native-files.ts';

/**
 * The page renderer carried inside the executable, written out beside the native files and loaded from
 * there once the server runs: kept out of the main bundle, it costs nothing at start. Through require
 * (of an ES module): an executable's own import() reaches only Node's built-in modules.
 */
export async function loadEmbeddedPageRenderer(): Promise<PageRendererModule> {
  const requireFromDisk = createRequire(process.execPath);
  return requireFromDisk(nativeFileOnDisk(pageRendererKey)) as PageRendererModule;
}
