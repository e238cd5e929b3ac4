/** Names of the files carried inside the executable (shared by the build script and the executable). */
export const clientAssetPrefix = 'client/';
export const nativeAssetPrefix = 'native/';
/** JSON: the SHA-256 of all native files together, naming the folder they are written to. */
export const nativeManifestKey = 'native-manifest.json';
export const sqliteAddonKey = `${nativeAssetPrefix}better_sqlite3.node`;
/** The SQLite extension that keeps a joined statement's plan (server/native/sqlite-qpsg.c). */
export const sqliteExtensionKey = `${nativeAssetPrefix}sqlite-qpsg.so`;
/** sharp's addon finds libvips by a path relative to itself (its RPATH): both keep the npm layout. */
export const sharpAddonKey = `${nativeAssetPrefix}@img/sharp-linux-x64/lib/sharp.node`;
export const libvipsDirectoryKey = `${nativeAssetPrefix}@img/sharp-libvips-linux-x64/lib/`;
/** The server-side page renderer (client/dist-ssr), an ES module loaded from a file after the server starts. */
export const pageRendererKey = `${nativeAssetPrefix}page-renderer/render-page.mjs`;
