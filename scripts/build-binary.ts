// `npm run build:binary [-- --skip-client]`: one self-contained Linux x64 executable, dist/acolhe, holding
// the server bundle, the page renderer, the built client, the migrations (bundled: they are registered in code) and the
// native files (better-sqlite3 and its SQLite extension; sharp and libvips), through Node's single executable applications.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { build, type Plugin } from 'esbuild';
import {
  clientAssetPrefix,
  libvipsDirectoryKey,
  nativeManifestKey,
  pageRendererKey,
  sharpAddonKey,
  sqliteAddonKey,
  sqliteExtensionKey,
} from '../server/src/executable/asset-keys.ts';
import { sqliteExtensionDefaultPath } from '../server/src/db/sqlite-addon.ts';
import { bundleOptions, httpThroughRequire } from './build-server.ts';

export const binaryPath = 'dist/acolhe';
const workDir = 'dist/binary';

/** sharp's loader looks for its addon in node_modules; inside the executable it comes from the assets. */
const embeddedSharp: Plugin = {
  name: 'embedded-sharp',
  setup(build) {
    build.onResolve({ filter: /^\.\/sharp\.mjs$/ }, (args) =>
      args.importer.includes(`${join('node_modules', 'sharp')}`)
        ? { path: resolve('server/src/executable/embedded-sharp.ts') }
        : undefined,
    );
  },
};

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The page renderer the client build made; kept out of the bundle, whose size is paid at every start. */
function pageRendererFile(): string {
  const path = 'client/dist-ssr/render-page.js';
  if (!existsSync(path)) throw new Error(`${path} ausente: rode npm run build:client`);
  return path;
}

function nativeAssets(): Record<string, string> {
  const libvipsDir = 'node_modules/@img/sharp-libvips-linux-x64/lib';
  const libvips = readdirSync(libvipsDir).filter((name) => name.startsWith('libvips-cpp.so'));
  const sharpDir = 'node_modules/@img/sharp-linux-x64/lib';
  const sharpAddon = readdirSync(sharpDir).find((name) => name.endsWith('.node'));
  if (!sharpAddon || libvips.length === 0) throw new Error('sharp or libvips is missing from node_modules');
  if (!existsSync(sqliteExtensionDefaultPath)) throw new Error(`${sqliteExtensionDefaultPath} ausente: rode node scripts/build-sqlite-extension.ts (npm ci o compila)`);
  return {
    [sqliteAddonKey]: 'node_modules/better-sqlite3/prebuilds/linux-x64.node',
    [sqliteExtensionKey]: sqliteExtensionDefaultPath,
    [sharpAddonKey]: join(sharpDir, sharpAddon),
    [pageRendererKey]: pageRendererFile(),
    ...Object.fromEntries(libvips.map((name) => [`${libvipsDirectoryKey}${name}`, join(libvipsDir, name)])),
  };
}

function clientAssets(): Record<string, string> {
  const root = 'client/dist';
  // Source maps stay out: a large part of the client's bytes (docs/decisions/single-executable.md
  // "Single executable"), and no visitor needs them.
  return Object.fromEntries(
    filesUnder(root)
      .filter((file) => !file.endsWith('.map'))
      .map((file) => [`${clientAssetPrefix}${relative(root, file)}`, file]),
  );
}

/**
 * Node's own binary carries many megabytes of symbols and debugging information
 * (docs/decisions/single-executable.md "Single executable"); the executable does without them when
 * strip exists.
 */
function baseExecutable(): string {
  const base = join(workDir, 'node');
  copyFileSync(process.execPath, base);
  const stripped = spawnSync('strip', [base], { stdio: 'inherit' });
  if (stripped.error || stripped.status !== 0) console.warn('strip not available: the executable keeps the debugging symbols');
  return base;
}

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

export async function buildBinary(options: { skipClient: boolean }): Promise<void> {
  if (!options.skipClient) run('npm', ['run', 'build:client']);
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  const bundle = join(workDir, 'acolhe.mjs');
  await build({
    ...bundleOptions,
    entryPoints: ['server/src/executable/main.ts'],
    outfile: bundle,
    // Everything in one file: an executable's main module can import nothing but Node's own modules.
    external: [],
    plugins: [httpThroughRequire, embeddedSharp],
    legalComments: 'none',
  });
  const natives = nativeAssets();
  const hash = createHash('sha256');
  for (const file of Object.values(natives)) hash.update(readFileSync(file));
  const manifest = join(workDir, 'native-manifest.json');
  writeFileSync(manifest, JSON.stringify({ hash: hash.digest('hex').slice(0, 32) }));
  const config = {
    main: bundle,
    mainFormat: 'module',
    executable: baseExecutable(),
    output: binaryPath,
    disableExperimentalSEAWarning: true,
    // V8's compiled code for the bundle, made at build time: a faster start (docs/decisions/single-executable.md
    // "Single executable").
    useCodeCache: true,
    assets: { ...clientAssets(), ...natives, [nativeManifestKey]: manifest },
  };
  const configPath = join(workDir, 'sea-config.json');
  writeFileSync(configPath, JSON.stringify(config, null, 2));
  run(process.execPath, ['--build-sea', configPath]);
  chmodSync(binaryPath, 0o755);
}

if (import.meta.main) await buildBinary({ skipClient: process.argv.includes('--skip-client') });
