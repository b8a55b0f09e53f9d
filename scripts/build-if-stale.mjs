// @ts-check
// `npm start`'s build: reuses the build in .next (or NEXT_DIST_DIR) when it was made from these very sources
// and build-time settings, and builds otherwise. The fingerprint is written after a build succeeded, so a
// failed or interrupted build is never taken for a current one. The server is compiled every time (under a
// second): dist/ is shared by the checkout's builds, and must match the sources whichever build is served.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { distDir as distDirOf } from '../lib/build/dist-dir.mjs';
import { buildFingerprint } from './build-fingerprint.mjs';

const root = process.cwd();
// `next start` runs in production mode, and so must the build it serves.
const env = { ...process.env, NODE_ENV: 'production' };
const distDir = distDirOf(env);
const stamp = join(root, distDir, 'vitrine-build.json');

// Before `next build`, whose workers import the compiled page cache handler.
const compiled = spawnSync(process.execPath, ['scripts/compile-server.mjs'], { stdio: 'inherit', env });
if (compiled.status !== 0) process.exit(compiled.status ?? 1);
const fingerprint = await buildFingerprint(root, env);
const built = await readFile(stamp, 'utf8').then((text) => JSON.parse(text).fingerprint, () => null);
if (built === fingerprint && existsSync(join(root, distDir, 'BUILD_ID'))) {
  console.log(`Reusing the build in ${distDir}: the sources and build settings are unchanged since it was made.`);
} else {
  console.log(built ? `Building: the sources or build settings changed since the build in ${distDir}.` : `Building: ${distDir} holds no build made by npm start.`);
  const result = spawnSync('npx', ['next', 'build'], { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
  await writeFile(stamp, `${JSON.stringify({ fingerprint, builtAt: new Date().toISOString() }, null, 2)}\n`);
}
