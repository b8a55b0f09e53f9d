import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderApiRoutes } from '../lib/contract/route-source';

// lib/api/routes/: one module per contract group, written anew (a group that left the contract leaves no file).
const target = path.join(import.meta.dirname, '..', 'lib', 'api', 'routes');
mkdirSync(target, { recursive: true });
const files = renderApiRoutes();
for (const file of readdirSync(target)) if (file.endsWith('.ts') && !files.has(file)) rmSync(path.join(target, file));
for (const [file, source] of files) writeFileSync(path.join(target, file), source);
console.log(`api:routes: wrote ${files.size} modules in ${path.relative(process.cwd(), target)}`);
