import { getAssetKeys, getRawAsset } from 'node:sea';
import type { EmbeddedClientFiles } from '../http/pages/embedded-client.ts';
import { clientAssetPrefix } from './asset-keys.ts';

/** The built client carried inside the executable, without copying its bytes. */
export function embeddedClientFiles(): EmbeddedClientFiles {
  const files = new Map<string, Buffer>();
  for (const key of getAssetKeys()) {
    if (key.startsWith(clientAssetPrefix)) files.set(key.slice(clientAssetPrefix.length), Buffer.from(getRawAsset(key)));
  }
  return files;
}
