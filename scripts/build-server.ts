// Bundles the server into one ESM file, so production starts with plain `node` instead of compiling
// TypeScript and resolving ~2,000 modules at boot. Native addons stay outside the bundle, loaded from
// node_modules as usual.
import { build, type BuildOptions } from 'esbuild';

export const serverBundlePath = 'dist/server.mjs';

// Packages that load a compiled addon (.node) next to their own files.
const nativePackages = ['better-sqlite3', 'sharp', '@img/*'];

export const serverBundleOptions: BuildOptions = {
  entryPoints: ['server/src/main.ts'],
  outfile: serverBundlePath,
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node26',
  external: nativePackages,
  // Bundled CommonJS packages call require() for Node built-ins; an ES module has no require of its own.
  banner: { js: "import { createRequire as __acolheCreateRequire } from 'node:module';\nconst require = __acolheCreateRequire(import.meta.url);" },
  sourcemap: 'linked',
  legalComments: 'linked',
  logLevel: 'warning',
};

// `node scripts/build-server.ts [OUTFILE]`: tests build a throwaway bundle of their own.
const outfile = process.argv[2];
if (import.meta.main) await build(outfile ? { ...serverBundleOptions, outfile, sourcemap: false, legalComments: 'none' } : serverBundleOptions);
