// @ts-check
// What a production build depends on, as one hash: `npm start` and the e2e tests rebuild only when it
// changed (scripts/build-if-stale.mjs). Plain JavaScript, so that it runs before anything is compiled.
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

/** The folders and files Next.js compiles into the build. */
const SOURCE_ROOTS = ['app', 'components', 'lib', 'messages', 'public'];
// The compile script makes the page cache handler that the build's prerendering writes through.
const SOURCE_FILES = ['next.config.mjs', 'proxy.ts', 'tsconfig.json', 'package.json', 'package-lock.json', 'scripts/compile-server.mjs'];
/** Never part of the build: tests, and what the running shop writes (uploads). */
const NOT_BUILT = /(^|\/)__tests__(\/|$)|\.(test|int\.test)\.[cm]?[jt]sx?$|^public\/media\/uploads(\/|$)/;

/**
 * Settings read while building: next.config's rewrites and headers are fixed in the build (shop routing,
 * HSTS), the dist folder and the bench's pages are chosen then, and NEXT_PUBLIC_ values are inlined.
 */
export const BUILD_ENV = ['NODE_ENV', 'NEXT_DIST_DIR', 'DEFAULT_SHOP', 'SHOP_HOSTS', 'HSTS_MAX_AGE', 'HSTS_INCLUDE_SUBDOMAINS', 'VITRINE_BENCH_BUILD'];

/** @param {string} dir @returns {Promise<string[]>} every file below dir, none when it does not exist */
async function filesBelow(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  // parentPath from Node 20.12; `path` before it.
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath ?? /** @type {any} */ (entry).path, entry.name));
}

/**
 * The hash of the sources a build is made of (paths and contents, tests and uploads left out) and of the
 * build-time settings.
 * @param {string} root the project folder
 * @param {Record<string, string | undefined>} env
 * @returns {Promise<string>}
 */
export async function buildFingerprint(root, env) {
  const hash = createHash('sha256');
  const nested = await Promise.all(SOURCE_ROOTS.map((dir) => filesBelow(join(root, dir))));
  const paths = [...nested.flat(), ...SOURCE_FILES.map((file) => join(root, file))]
    .map((path) => relative(root, path).split(sep).join('/'))
    .filter((path) => !NOT_BUILT.test(path))
    .sort();
  for (const path of paths) {
    const content = await readFile(join(root, path)).catch(() => null);
    if (content === null) continue;
    hash.update(`${path}\0${content.length}\0`).update(content);
  }
  const publicEnv = Object.keys(env).filter((name) => name.startsWith('NEXT_PUBLIC_')).sort();
  for (const name of [...BUILD_ENV, ...publicEnv]) hash.update(`env ${name}=${env[name] ?? ''}\0`);
  return hash.digest('hex');
}
