import { libvipsDirectoryKey, nativeAssetPrefix, sharpAddonKey } from './asset-keys.ts';
import { nativeFileOnDisk } from './native-files.ts';

/**
 * Stands in for sharp's own loader (dist/sharp.mjs) inside the executable: writes out sharp's addon and
 * libvips, which it finds through its RPATH, and loads the addon. Runs at the first photo, not at start.
 */
function loadEmbeddedSharp(): unknown {
  nativeFileOnDisk(libvipsDirectoryKey);
  const addon = { exports: {} };
  process.dlopen(addon, nativeFileOnDisk(sharpAddonKey, `${nativeAssetPrefix}@img/sharp-linux-x64/`));
  return addon.exports;
}

export default loadEmbeddedSharp();
