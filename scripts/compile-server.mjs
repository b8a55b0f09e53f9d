// @ts-check
// The server (server.ts) and the page cache handler (next.config's `cacheHandler`) as JavaScript, in dist/
// (lib/build/compiled-server.mjs): production runs `node --conditions=react-server dist/server.js`, with no
// TypeScript loader. Under tsx's loader every `import()` crosses to Node's module-hooks thread, and Next
// imports the cache handler on every request (docs/bench.md, "A server without the loader"). Runs before
// `next build`, whose workers import the handler too (npm run build, scripts/build-if-stale.mjs).
//   node scripts/compile-server.mjs [folder]      (default dist; the tests compile into a folder of their own)
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';
import { build } from 'esbuild';
import { COMPILED_DIR } from '../lib/build/compiled-server.mjs';

/** A bare import of a package's subpath (`next/server`, `@scope/name/sub`): the package's name, then `/`. */
const PACKAGE_SUBPATH = /^((?:@[a-z0-9~-][\w.~-]*\/)?[a-z0-9~-][\w.~-]*)\//;

/**
 * Node resolves the subpath of a package without an `exports` map as a file path, with no extension
 * added: `next/server` (a file `server.js`) is not found, `next/server.js` is. Such imports are written
 * with the file they name, relative to the package. Packages with a map are left as written: Node reads
 * their map, with the `react-server` condition, at run time.
 * @type {import('esbuild').Plugin}
 */
const subpathFiles = {
  name: 'subpath-files',
  setup(build) {
    build.onResolve({ filter: PACKAGE_SUBPATH }, ({ path, resolveDir }) => {
      const name = /** @type {RegExpExecArray} */ (PACKAGE_SUBPATH.exec(path))[1];
      const require = createRequire(join(resolveDir, 'importer.js'));
      let manifest;
      try {
        manifest = require.resolve(`${name}/package.json`);
      } catch {
        return undefined; // a map that keeps package.json private: the map resolves the subpath
      }
      if (JSON.parse(readFileSync(manifest, 'utf8')).exports) return undefined;
      return { path: `${name}/${relative(dirname(manifest), require.resolve(path)).split(sep).join('/')}`, external: true };
    });
  },
};

const outdir = process.argv[2] ?? COMPILED_DIR;
const { metafile } = await build({
  entryPoints: { server: 'server.ts', 'page-cache-handler': 'lib/page-cache/page-cache-handler.ts' },
  outdir,
  entryNames: '[name]',
  // Named by their content, and an earlier compile's are left in place: a server started from it, in
  // this checkout, may still load one (a language's messages, on first use). `rm -rf dist` when none runs.
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  // Code splitting keeps server.ts's `import()`s dynamic: the app's modules load after `app.prepare()`,
  // which sets up what they need of Next, and what the server shares with the handler is one module.
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  // As the server runs: its services are `server-only` code. tsconfig's paths (`@/`) are read from tsconfig.json.
  conditions: ['react-server'],
  // node_modules stay Node's to load at run time, as Next's own build leaves them.
  packages: 'external',
  plugins: [subpathFiles],
  metafile: true,
  logLevel: 'warning',
});

const loaders = Object.entries(metafile.outputs).flatMap(([file, { imports }]) =>
  imports.filter(({ path, external }) => external && /^tsx(\/|$)/.test(path)).map(({ path }) => `${file} imports ${path}`));
if (loaders.length) throw new Error(`the compiled server must run without tsx:\n${loaders.join('\n')}`);
console.log(`compile-server: server.js and page-cache-handler.js in ${outdir}`);
