import { strongEtag } from './stylesheet';

/** Whether an If-None-Match header names this ETag (weak comparison, as RFC 9110 asks for it). */
export function matchesEtag(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === etag);
}

/**
 * A text asset (stylesheet, script) with a strong ETag from its content; a request that already has
 * this content gets a bodiless 304.
 */
export function assetResponse(request: Request, body: string, contentType: string, cacheControl: string): Response {
  const etag = strongEtag(body);
  const headers = { etag, 'cache-control': cacheControl, 'x-content-type-options': 'nosniff' };
  if (matchesEtag(request.headers.get('if-none-match'), etag)) return new Response(null, { status: 304, headers });
  return new Response(body, { headers: { ...headers, 'content-type': contentType } });
}

/**
 * Wraps a route handler of a public, cacheable asset: the CSRF cookie and token the API wrapper hands
 * out are per browser and must not be stored by a shared cache with the asset.
 */
export function publicAsset<A extends unknown[]>(handler: (...args: A) => Promise<Response>): (...args: A) => Promise<Response> {
  return async (...args: A) => {
    const response = await handler(...args);
    response.headers.delete('set-cookie');
    response.headers.delete('x-csrf-token');
    return response;
  };
}
