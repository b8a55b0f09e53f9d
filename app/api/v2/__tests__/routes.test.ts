import { ALL_ENDPOINTS } from '@/lib/contract';
import type { Endpoint } from '@/lib/contract/endpoint';
import { fullPath, pathParameterNames } from '@/lib/http/openapi';
import { loadHandler, locateRoute } from '@/lib/testing/route-modules';

const label = (endpoint: Endpoint) => `${endpoint.method} ${fullPath(endpoint)}`;

describe('every contract endpoint has a route handler', () => {
  it('knows endpoints', () => {
    expect(ALL_ENDPOINTS.length).toBeGreaterThan(0);
  });

  it.each(ALL_ENDPOINTS.map((endpoint) => [label(endpoint), endpoint] as const))('%s', async (_name, endpoint) => {
    const location = locateRoute(endpoint);
    expect({ endpoint: label(endpoint), routeFile: location?.file ?? 'none found' }).toEqual({ endpoint: label(endpoint), routeFile: expect.stringMatching(/route\.tsx?$/) });
    const handler = await loadHandler(endpoint);
    expect({ endpoint: label(endpoint), exportsMethod: typeof handler }).toEqual({ endpoint: label(endpoint), exportsMethod: 'function' });
  });
});

describe('the contract is consistent', () => {
  it('has no two endpoints with the same method and path', () => {
    // Paths that differ only in parameter names are one route for Next.js and for OpenAPI.
    const keys = ALL_ENDPOINTS.map((endpoint) => `${endpoint.method} ${fullPath(endpoint).replace(/\{[^}]+\}/g, '{}')}`);
    const duplicates = keys.filter((key, index) => keys.indexOf(key) !== index);
    expect(duplicates).toEqual([]);
  });

  it('declares every path parameter in the params schema, and no required param the path lacks', () => {
    const problems: string[] = [];
    for (const endpoint of ALL_ENDPOINTS) {
      const names = pathParameterNames(endpoint.path);
      if (names.length > 0 && !endpoint.params) problems.push(`${label(endpoint)}: no params schema`);
      if (!endpoint.params) continue;
      // Values as Next.js hands them (strings): the schema must accept names from the path alone.
      const sample = Object.fromEntries(names.map((name) => [name, 'x']));
      const result = endpoint.params.safeParse(sample);
      const unknownRequired = result.success ? [] : result.error.issues
        .filter((issue) => issue.code === 'invalid_type' && issue.path.length === 1 && !names.includes(String(issue.path[0])))
        .map((issue) => String(issue.path[0]));
      if (unknownRequired.length) problems.push(`${label(endpoint)}: requires ${unknownRequired.join(', ')} which the path does not have`);
    }
    expect(problems).toEqual([]);
  });
});
