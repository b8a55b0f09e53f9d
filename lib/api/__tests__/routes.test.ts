import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ALL_ENDPOINTS } from '@/lib/contract';
import { renderApiRoutes } from '@/lib/contract/route-source';
import type { ApiRoute } from '@/lib/api/route';

const folder = path.join(__dirname, '..', 'routes');

describe('lib/api/routes/', () => {
  it('is up to date with the contract, one module per group (regenerate with `npm run api:routes`)', () => {
    const rendered = renderApiRoutes();
    expect(readdirSync(folder).sort()).toEqual([...rendered.keys()].sort());
    for (const [file, source] of rendered) expect(readFileSync(path.join(folder, file), 'utf8')).toBe(source);
  });

  it('lists every endpoint with its method, path and CSRF flag', async () => {
    const modules = await Promise.all(readdirSync(folder).map((file) => import(path.join(folder, file)) as Promise<Record<string, Record<string, ApiRoute>>>));
    const routes = modules.flatMap((module) => Object.values(module).flatMap((group) => Object.values(group)));
    expect(routes).toHaveLength(ALL_ENDPOINTS.length);
    for (const endpoint of ALL_ENDPOINTS) {
      expect(routes).toContainEqual(expect.objectContaining({ method: endpoint.method, path: endpoint.path, ...(endpoint.csrf ? { csrf: true } : {}) }));
    }
  });
});
