import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

// Client components are shipped to every shopper, so what they import statically is first-load
// JavaScript. The API contract and zod are large and belong to the server: the browser calls the API
// through lib/api/routes/ and reads limits from lib/contract/limits.ts, the contract's one schema-free file.
const root = path.resolve(__dirname, '..', '..');
const FORBIDDEN = [/^zod(\/|$)/, /^lib\/contract\/(?!limits\.ts$)/];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (name === 'node_modules' || name.startsWith('.') || name === '__tests__') return [];
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

function resolveLocal(specifier: string, from: string): string | null {
  const base = specifier.startsWith('@/') ? path.join(root, specifier.slice(2)) : path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

// Static value imports and re-exports; `import type` and type-only lists vanish from the bundle.
function valueImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const match of source.matchAll(/^(?:import|export)\s+(type\s+)?([^'";]*?)\s*from\s+'([^']+)'|^import\s+'([^']+)'/gm)) {
    if (match[4]) found.push(match[4]);
    else if (!match[1] && !/^\{\s*(type\s+\w+\s*,?\s*)+\}$/.test(match[2] ?? '')) found.push(match[3]!);
  }
  return found;
}

function forbiddenPath(entry: string): string[] | null {
  const seen = new Set<string>();
  const walk = (file: string, trail: string[]): string[] | null => {
    if (seen.has(file)) return null;
    seen.add(file);
    for (const specifier of valueImports(file)) {
      const local = specifier.startsWith('.') || specifier.startsWith('@/') ? resolveLocal(specifier, file) : null;
      const name = local ? path.relative(root, local) : specifier;
      if (FORBIDDEN.some((pattern) => pattern.test(name))) return [...trail, name];
      if (local) {
        const found = walk(local, [...trail, name]);
        if (found) return found;
      }
    }
    return null;
  };
  return walk(entry, [path.relative(root, entry)]);
}

// The editor (components/editor, and each block type's settings panel beside its view) is loaded on
// /editor only, never by a shopper's page (lint and the bench check that); it validates blocks with
// their zod schemas, so it is not held to this rule. A view that reached a settings panel would be.
const EDITOR = path.join(root, 'components', 'editor');
const isEditorFile = (file: string) =>
  file.startsWith(`${EDITOR}${path.sep}`) || /^components\/blocks\/[a-z-]+\/settings\.tsx$/.test(path.relative(root, file).split(path.sep).join('/'));
const clientFiles = ['app', 'components', 'lib'].flatMap((dir) => sourceFiles(path.join(root, dir)))
  .filter((file) => !isEditorFile(file) && /^['"]use client['"]/.test(readFileSync(file, 'utf8')));

describe('client components', () => {
  it('exist (the scan finds them), without the editor\'s', () => {
    expect(clientFiles.length).toBeGreaterThan(10);
    expect(clientFiles.map((file) => path.relative(root, file))).toContain(path.join('components', 'blocks', 'video', 'view.client.tsx'));
    expect(isEditorFile(path.join(root, 'components', 'blocks', 'video', 'settings.tsx'))).toBe(true);
  });

  it('may read the limits but not the rest of the contract', () => {
    const forbidden = (name: string) => FORBIDDEN.some((pattern) => pattern.test(name));
    expect(['zod', 'zod/mini', 'lib/contract/cart.ts', 'lib/contract/index.ts', 'lib/contract/endpoint.ts'].filter(forbidden)).toHaveLength(5);
    expect(forbidden('lib/contract/limits.ts')).toBe(false);
    expect(forbidden('lib/api/routes/cart.ts')).toBe(false);
  });

  it.each(clientFiles.map((file) => [path.relative(root, file), file]))('%s keeps zod and the API contract out of the browser', (_, file) => {
    expect(forbiddenPath(file)).toBeNull();
  });
});
