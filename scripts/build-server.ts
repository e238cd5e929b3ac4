// Bundles the server into one ESM file, so production starts with plain `node` instead of compiling
// TypeScript and resolving ~2,000 modules at boot. Native addons stay outside the bundle, loaded from
// node_modules as usual. `node scripts/build-server.ts [OUTFILE]`: tests build a throwaway bundle.
import { writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { build, type BuildOptions } from 'esbuild';

export const serverStartPath = 'dist/server.mjs';

// Packages that load a compiled addon (.node) next to their own files.
const nativePackages = ['better-sqlite3', 'sharp', '@img/*'];

const bundleOptions: BuildOptions = {
  entryPoints: ['server/src/main.ts'],
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node26',
  external: nativePackages,
  // Bundled CommonJS packages call require() for Node built-ins; an ES module has no require of its own.
  banner: { js: "import { createRequire as __acolheCreateRequire } from 'node:module';\nconst require = __acolheCreateRequire(import.meta.url);" },
  logLevel: 'warning',
};

// Compiling the 6 MB bundle is a good part of a start; Node keeps V8's code for it on disk (in the
// system's temporary directory, or NODE_COMPILE_CACHE) once the cache is on before the bundle loads.
const startFile = (bundleFile: string) => `import { enableCompileCache } from 'node:module';
enableCompileCache();
await import('./${bundleFile}');
`;

/** Writes `start` (run it with `node`) and the bundle beside it, `server-bundle.mjs`. */
export async function buildServer(start = serverStartPath, debugFiles = true): Promise<void> {
  const bundle = join(dirname(start), `${basename(start, '.mjs')}-bundle.mjs`);
  await build({ ...bundleOptions, outfile: bundle, sourcemap: debugFiles ? 'linked' : false, legalComments: debugFiles ? 'linked' : 'none' });
  writeFileSync(start, startFile(basename(bundle)));
}

const outfile = process.argv[2];
if (import.meta.main) await buildServer(outfile ?? serverStartPath, !outfile);
