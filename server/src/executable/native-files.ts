import { getAssetKeys, getRawAsset } from 'node:sea';
import { mkdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { nativeAssetPrefix, nativeManifestKey } from './asset-keys.ts';

const manifestSchema = z.object({ hash: z.string().regex(/^[0-9a-f]{16,64}$/) });

/** A folder only this user can write: a compiled library loaded from a folder others can write is theirs to replace. */
function privateFolder(path: string): string | null {
  try {
    mkdirSync(path, { recursive: true, mode: 0o700 });
    const folder = statSync(path);
    const ownedByUs = process.getuid === undefined || folder.uid === process.getuid();
    return folder.isDirectory() && ownedByUs && (folder.mode & 0o022) === 0 ? path : null;
  } catch {
    return null;
  }
}

let nativeFolder: string | undefined;

/**
 * Compiled libraries can only be loaded from files, so the executable writes its own out once, to the
 * user's cache (or a private folder under the temporary one), in a folder named by their hash: a new
 * build never loads an old build's files, and a second start finds them in place.
 */
function nativeFilesFolder(): string {
  if (nativeFolder) return nativeFolder;
  const { hash } = manifestSchema.parse(JSON.parse(Buffer.from(getRawAsset(nativeManifestKey)).toString('utf8')));
  const cache = process.env.XDG_CACHE_HOME || join(homedir(), '.cache');
  const candidates = [join(cache, 'acolhe'), join(tmpdir(), `acolhe-${process.getuid?.() ?? 'user'}`)];
  for (const candidate of candidates) {
    const base = privateFolder(candidate);
    if (base) return (nativeFolder = join(base, hash));
  }
  throw new Error(`Nenhuma pasta privada para as bibliotecas nativas (tentadas: ${candidates.join(', ')}).`);
}

function writeOut(key: string, path: string): void {
  const bytes = new Uint8Array(getRawAsset(key));
  try {
    if (statSync(path).size === bytes.byteLength) return;
  } catch {
    // not written yet
  }
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  // Under a temporary name first: another process starting at the same time never loads half a file.
  const partial = `${path}.${process.pid}.partial`;
  writeFileSync(partial, bytes, { mode: 0o700 });
  renameSync(partial, path);
}

/** Writes out the native files under `prefix` (a key of nativeAssetPrefix) and returns where `key` went. */
export function nativeFileOnDisk(key: string, prefix = key): string {
  const folder = nativeFilesFolder();
  const toPath = (assetKey: string) => join(folder, assetKey.slice(nativeAssetPrefix.length));
  for (const assetKey of getAssetKeys()) if (assetKey.startsWith(prefix)) writeOut(assetKey, toPath(assetKey));
  return toPath(key);
}
