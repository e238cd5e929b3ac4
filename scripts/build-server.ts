// Bundles the server into one ESM file, so production starts with plain `node` instead of compiling
// TypeScript and resolving ~2,000 modules at boot. Native addons stay outside the bundle, loaded from
// node_modules as usual. `node scripts/build-server.ts [OUTFILE]`: tests build a throwaway bundle.
import { readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { build, type BuildOptions, type Plugin } from 'esbuild';

export const serverStartPath = 'dist/server.mjs';

// Packages that load a compiled addon (.node) next to their own files.
const nativePackages = ['better-sqlite3', 'sharp', '@img/*'];

/**
 * `import … from 'node:http'` in an ES module makes Node build the module's ESM facade, which reads
 * every export, among them the lazy WebSocket ones that load undici: part of every start spent on code
 * the server never uses (docs/decisions/server-bundle.md
 * "The server bundle: names as written, ASCII, code loaded when first used"). Bundled code takes these
 * two modules through require instead (the banner's).
 */
export const httpThroughRequire: Plugin = {
  name: 'http-through-require',
  setup(build) {
    build.onResolve({ filter: /^(node:)?https?$/ }, (args) =>
      args.namespace === 'http-through-require'
        ? { path: args.path, external: true }
        : { path: args.path, namespace: 'http-through-require' },
    );
    build.onLoad({ filter: /.*/, namespace: 'http-through-require' }, (args) => ({
      contents: `module.exports = require(${JSON.stringify(args.path)});`,
      loader: 'js',
    }));
  },
};

export const bundleOptions: BuildOptions = {
  entryPoints: ['server/src/main.ts'],
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node26',
  external: nativePackages,
  // Bundled CommonJS packages call require() for Node built-ins; an ES module has no require of its own.
  banner: { js: "import { createRequire as __acolheCreateRequire } from 'node:module';\nconst require = __acolheCreateRequire(import.meta.url);" },
  logLevel: 'warning',
  // Reading and compiling the source is most of a start: without blanks and with shorter syntax the
  // bundle is much smaller. Identifiers are left as written, so functions and classes keep their own
  // names in stack traces and errors (a name two modules share gets a numeric suffix). esbuild's
  // keepNames kept them under minified identifiers by redefining `name` on every function as it is
  // created, closures included, a cost on each request in Fastify's and pino's code (figures:
  // docs/decisions/server-bundle.md "The server bundle: names as written, ASCII, code loaded when first used").
  minifyWhitespace: true,
  minifySyntax: true,
  minifyIdentifiers: false,
  plugins: [httpThroughRequire],
};

// Compiling the bundle is a good part of a start; Node keeps V8's code for it on disk (in the
// system's temporary directory, or NODE_COMPILE_CACHE) once the cache is on before the bundle loads.
const startFile = (bundleFile: string) => `import { enableCompileCache } from 'node:module';
enableCompileCache();
await import('./${bundleFile}');
`;

/**
 * Writes `start` (run it with `node`) and the bundle beside it, `server-bundle.mjs`, with the code
 * only some requests need (LiveKit, image checks, SMTP, two-factor set-up…) split into chunks under
 * `server-chunks/`, read from disk the first time one is imported rather than at every start.
 */
export async function buildServer(start = serverStartPath, debugFiles = true): Promise<void> {
  const name = basename(start, '.mjs');
  await build({
    ...bundleOptions,
    outdir: dirname(start),
    entryNames: `${name}-bundle`,
    chunkNames: `${name}-chunks/[name]-[hash]`,
    splitting: true,
    outExtension: { '.js': '.mjs' },
    sourcemap: debugFiles ? 'linked' : false,
    legalComments: debugFiles ? 'linked' : 'none',
  });
  refuseNonAscii(join(dirname(start), `${name}-bundle.mjs`));
  writeFileSync(start, startFile(`${name}-bundle.mjs`));
}

/**
 * esbuild escapes non-ASCII in strings but not in a tagged template's raw text (nor in regular
 * expressions). One such character in the bundle every start reads makes V8 hold all of it as a
 * two-byte string: twice the memory, and a longer decoding at every start (docs/decisions/server-bundle.md
 * "The server bundle: names as written, ASCII, code loaded when first used"). Write such text as a value
 * (sql.lit, a parameter) or an escape instead. Chunks, read only when first needed, are not held to it.
 */
function refuseNonAscii(file: string): void {
  const text = readFileSync(file, 'latin1');
  const at = text.search(/[\x80-\xff]/);
  if (at === -1) return;
  const around = Buffer.from(text.slice(Math.max(0, at - 60), at + 20), 'latin1').toString('utf8');
  throw new Error(`${file} has a non-ASCII character (in a tagged template?) near: ${around}`);
}

const outfile = process.argv[2];
if (import.meta.main) await buildServer(outfile ?? serverStartPath, !outfile);
