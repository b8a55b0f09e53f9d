// `node scripts/container/runtime.mjs Dockerfile`: what the image runs (its last stage's environment,
// user, working directory and command) as one JSON line, for scripts/container-smoke.sh.
import { readFileSync } from 'node:fs';
import { runtimeOf } from './dockerfile.mjs';

console.log(JSON.stringify(runtimeOf(readFileSync(process.argv[2] ?? 'Dockerfile', 'utf8'))));
