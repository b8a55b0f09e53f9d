// Writes lib/api/routes.ts, the browser's schema-free list of endpoints, from the API contract.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderApiRoutes } from '../lib/contract/route-source';

const target = path.join(import.meta.dirname, '..', 'lib', 'api', 'routes.ts');
writeFileSync(target, renderApiRoutes());
console.log(`api:routes: wrote ${path.relative(process.cwd(), target)}`);
