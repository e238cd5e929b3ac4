// Entry of the single executable (scripts/build-binary.ts); `npm start` enters through server/src/main.ts.
import { runProcessCli } from '../cli/acolhe.ts';
import { useSqliteAddonAt, useSqliteExtensionAt } from '../db/sqlite-addon.ts';
import { sqliteAddonKey, sqliteExtensionKey } from './asset-keys.ts';
import { loadEmbeddedPageRenderer } from './embedded-page-renderer.ts';
import { embeddedClientFiles } from './embedded-client-assets.ts';
import { nativeFileOnDisk } from './native-files.ts';

useSqliteAddonAt(nativeFileOnDisk(sqliteAddonKey));
useSqliteExtensionAt(nativeFileOnDisk(sqliteExtensionKey));
// CLIENT_DIST set: the client on disk wins (a client rebuilt without rebuilding the executable).
runProcessCli(
  process.env.CLIENT_DIST
    ? {}
    : { client: { kind: 'embedded', files: embeddedClientFiles(), loadRenderer: loadEmbeddedPageRenderer } },
);
