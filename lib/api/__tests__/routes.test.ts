import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ALL_ENDPOINTS } from '@/lib/contract';
import { renderApiRoutes } from '@/lib/contract/route-source';
import { apiRoutes } from '@/lib/api/routes';

describe('lib/api/routes.ts', () => {
  it('is up to date with the contract (regenerate with `npm run api:routes`)', () => {
    expect(readFileSync(path.join(__dirname, '..', 'routes.ts'), 'utf8')).toBe(renderApiRoutes());
  });

  it('lists every endpoint with its method, path and CSRF flag', () => {
    const routes = Object.values(apiRoutes).flatMap((group) => Object.values(group));
    expect(routes).toHaveLength(ALL_ENDPOINTS.length);
    for (const endpoint of ALL_ENDPOINTS) {
      expect(routes).toContainEqual(expect.objectContaining({ method: endpoint.method, path: endpoint.path, ...(endpoint.csrf ? { csrf: true } : {}) }));
    }
  });
});
