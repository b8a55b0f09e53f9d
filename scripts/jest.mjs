// Runs one Jest project: `node scripts/jest.mjs <unit|data> [jest args...]`.
// The database project needs --experimental-vm-modules (PGlite imports modules dynamically); the
// unit project must run without it (Jest then stops compiling ESM-only packages). The project is
// selected after the caller's arguments, so a file pattern is not taken for a project name.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const [project, ...args] = process.argv.slice(2);
if (project !== 'unit' && project !== 'data') {
  console.error('usage: node scripts/jest.mjs <unit|data> [jest arguments]');
  process.exit(2);
}
const jest = createRequire(import.meta.url).resolve('jest/bin/jest');
const nodeFlags = project === 'data' ? ['--experimental-vm-modules', '--disable-warning=ExperimentalWarning'] : [];
const result = spawnSync(process.execPath, [...nodeFlags, jest, ...args, '--selectProjects', project], { stdio: 'inherit' });
process.exit(result.status ?? 1);
