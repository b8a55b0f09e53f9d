import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The Node.js arguments that run the Vitrine server of the checkout in `root`: its `npm run serve`, for
 * tests and the bench that start instances of their own (one process, so that a signal reaches the server
 * itself). Read from that checkout's package.json, so that an earlier release (e2e-faults) runs as it did.
 */
export function serverArgs(root = process.cwd()): string[] {
  const { scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: { serve: string } };
  const [command, ...args] = scripts.serve.split(/\s+/);
  if (command !== 'node') throw new Error(`npm run serve should run node, not: ${scripts.serve}`);
  return args;
}
