import { matchesEtag, strongEtag } from './etag';

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
