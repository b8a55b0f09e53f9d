import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Endpoint } from '@/lib/contract/endpoint';
import type { callRoute } from './call-route';

/** Where an endpoint's handler lives, and how its path segments become the route's params. */
export interface RouteLocation {
  /** Absolute path of the route.ts file. */
  file: string;
  /** Per folder parameter: the contract segment it receives, e.g. `{ styleName: '{styleName}.css' }`. */
  segments: Record<string, string>;
}

const ROOT = path.resolve(__dirname, '../..');

function folders(dir: string): string[] {
  try {
    return readdirSync(dir).filter((name) => statSync(path.join(dir, name)).isDirectory());
  } catch {
    return [];
  }
}

/**
 * Maps a contract path to its route file: `/cart/line-items/{id}` to app/api/v2/cart/line-items/[id]/route.ts
 * (app/ itself for endpoints outside the API). A segment with text around a parameter or with a file
 * extension (`{styleName}.css`, `templates.js`) may be served by a dynamic folder: the folders on disk decide.
 */
export function locateRoute(endpoint: Endpoint, root = ROOT): RouteLocation | null {
  let dir = path.join(root, 'app', ...(endpoint.outsideApi ? [] : ['api', 'v2']));
  const segments: Record<string, string> = {};
  for (const segment of endpoint.path.split('/').filter(Boolean)) {
    const exact = /^\{(\w+)\}$/.exec(segment)?.[1];
    const available = folders(dir);
    const dynamic = available.filter((name) => /^\[[^.[\]]+\]$/.test(name));
    if (exact && available.includes(`[${exact}]`)) {
      segments[exact] = segment;
      dir = path.join(dir, `[${exact}]`);
    } else if (!segment.includes('{') && available.includes(segment)) {
      dir = path.join(dir, segment);
    } else if (!exact && dynamic.length > 0) {
      // `{styleName}.css` -> [styleName]; a literal file name -> the one dynamic folder there is.
      const named = /\{(\w+)\}/.exec(segment)?.[1];
      const folder = named && dynamic.includes(`[${named}]`) ? `[${named}]` : dynamic.length === 1 ? dynamic[0]! : undefined;
      if (!folder) return null;
      segments[folder.slice(1, -1)] = segment;
      dir = path.join(dir, folder);
    } else {
      return null;
    }
  }
  const file = ['route.ts', 'route.tsx', 'route.js'].map((name) => path.join(dir, name)).find((candidate) => existsSync(candidate));
  return file ? { file, segments } : null;
}

/** The route params Next.js would hand the handler, given a value for each contract parameter. */
export function routeParams(location: RouteLocation, values: Record<string, string>): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [name, segment] of Object.entries(location.segments)) {
    params[name] = segment.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
  }
  return params;
}

/** A route handler as callRoute calls it. */
export type RouteHandler = Parameters<typeof callRoute>[0];

/** Imports an endpoint's route module and returns the handler of its method, if it exports one. */
export async function loadHandler(endpoint: Endpoint, root = ROOT): Promise<RouteHandler | null> {
  const location = locateRoute(endpoint, root);
  if (!location) return null;
  const exports = (await import(location.file)) as Record<string, unknown>;
  const handler = exports[endpoint.method];
  return typeof handler === 'function' ? (handler as RouteHandler) : null;
}
