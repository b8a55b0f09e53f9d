/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { serverArgs } from '../../lib/testing/server-command';

// Production runs the server compiled by scripts/compile-server.mjs with plain Node: no TypeScript loader,
// whose hooks put every `import()` of Next's (the cache handler's, on every request) through another thread.
const ROOT = path.join(__dirname, '..', '..');
let outdir: string;
let specifiers: string[];

// What esbuild writes: `import … from "x";` (the braces' lines broken, the last `} from "x";`), `import "x";`, `import("x")`.
const IMPORT = /^(?:(?:import|export|\}) .*?from|import) "([^"]+)";$|\bimport\("([^"]+)"\)/gm;

/** Runs an ES module script in a Node.js process without any loader, from the checkout. */
function runNode(flags: string[], script: string) {
  return spawnSync(process.execPath, [...flags, '--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } });
}

beforeAll(() => {
  // Inside the checkout, as dist/ is: what the output imports from node_modules resolves from there.
  mkdirSync(path.join(ROOT, '.data'), { recursive: true });
  outdir = mkdtempSync(path.join(ROOT, '.data', 'compiled-server-'));
  const compiled = spawnSync(process.execPath, ['scripts/compile-server.mjs', outdir], { cwd: ROOT, encoding: 'utf8' });
  if (compiled.status !== 0) throw new Error(`compile-server failed: ${compiled.stderr}`);
  const outputs = readdirSync(outdir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'));
  specifiers = outputs.flatMap((file) => [...readFileSync(path.join(outdir, file), 'utf8').matchAll(IMPORT)].map((m) => (m[1] ?? m[2])!));
}, 60_000);
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

describe('the compiled server', () => {
  it('is what npm run serve, the tests, the bench and the systemd unit start, with plain Node', () => {
    expect(serverArgs()).toEqual(['--conditions=react-server', 'dist/server.js']);
    const unit = readFileSync(path.join(ROOT, 'deploy/systemd/vitrine@.service'), 'utf8');
    expect(/^ExecStart=\/usr\/bin\/node (.*) -p %i$/m.exec(unit)?.[1]).toBe(serverArgs().join(' '));
  });

  it('imports no TypeScript loader and no TypeScript file', () => {
    expect(specifiers).toEqual(expect.arrayContaining(['next', 'server-only']));
    expect(specifiers.filter((specifier) => /^tsx(\/|$)|\.[cm]?tsx?$/.test(specifier))).toEqual([]);
  });

  it('imports only packages Node resolves as written, with the react-server condition', () => {
    const packages = [...new Set(specifiers)].filter((specifier) => !specifier.startsWith('.') && !specifier.startsWith('node:'));
    expect(packages).toContain('next');
    // import.meta.resolve names a file that may not exist (a subpath without its extension): look for it.
    const resolved = runNode(['--conditions=react-server'], `
      import { existsSync } from 'node:fs';
      import { fileURLToPath } from 'node:url';
      const missing = ${JSON.stringify(packages)}.filter((specifier) => {
        try { return !existsSync(fileURLToPath(import.meta.resolve(specifier))); } catch { return true; }
      });
      console.log(JSON.stringify(missing));`);
    expect(resolved.stderr).toBe('');
    expect(JSON.parse(resolved.stdout)).toEqual([]);
  });

  it('has a page cache handler that Node imports without a loader or the react-server condition, as next build’s workers do', () => {
    const handler = pathToFileURL(path.join(outdir, 'page-cache-handler.js')).href;
    const loaded = runNode([], `
      const { default: Handler } = await import(${JSON.stringify(handler)});
      console.log(JSON.stringify(['get', 'set', 'revalidateTag'].filter((name) => typeof Handler.prototype[name] === 'function')));`);
    expect(loaded.stderr).toBe('');
    expect(JSON.parse(loaded.stdout)).toEqual(['get', 'set', 'revalidateTag']);
  });
});
