import { randomUUID } from 'node:crypto';
import { revalidateTag } from 'next/cache';
import { NextResponse, type NextRequest } from 'next/server';
import type { BodyOf, Endpoint, Parsed, ParamsOf, QueryOf, ResponseOf } from '@/lib/api/contract/endpoint';
import { resolveShopSlug, routingConfigFromEnv } from '@/lib/routing/resolve-request';
import { readOwnerToken, type OwnerClaims } from '@/lib/server/auth/owner-token';
import { AuthError, ForbiddenError, NotFoundError, RateLimitError, ShopClosedError } from '@/lib/server/errors';
import { getRateLimiter } from '@/lib/server/rate-limit';
import { getServerSecret } from '@/lib/server/security/secret';
import { findShopBySlug, showsClosedPage } from '@/lib/server/shop/get-shop';
import type { Shop } from '@/lib/server/shop/types';
import { TAGS } from '@/lib/server/storefront-cache';
import { clientKey, cookieOptions } from './cookies';
import { CSRF_COOKIE, csrfState, hasValidCsrfToken } from './csrf';
import { errorResponse } from './error-response';
import { parseWith, queryObject, readJsonBody } from './parse';
import type { z } from 'zod';

const routing = routingConfigFromEnv(process.env);

/** Cookies a handler sets or deletes; applied to whatever response it ends with. */
export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, maxAgeSeconds?: number): void;
  delete(name: string): void;
}

export interface HandlerContext<E extends Endpoint> {
  request: NextRequest;
  requestId: string;
  shop: Shop;
  /** The `locale` parameter when the shop has it, else the shop's default locale. */
  locale: string;
  /** Set when a valid owner token of this shop came with the request. */
  owner: OwnerClaims | null;
  /** The request asked for preview or theme preview. */
  preview: boolean;
  /** Who the request is from, for rate limits. */
  client: string;
  params: Parsed<ParamsOf<E>>;
  query: Parsed<QueryOf<E>>;
  body: Parsed<BodyOf<E>>;
  cookies: CookieJar;
  /** Counts a hit against a limit of this endpoint's bucket for another key (e.g. an account). */
  limit(key: string): Promise<void>;
}

type Result<E extends Endpoint> = z.input<ResponseOf<E>> | Response | void;
type RouteContext = { params: Promise<Record<string, string | string[] | undefined>> };

async function loadShop(request: NextRequest): Promise<Shop> {
  const slug = resolveShopSlug({ pathname: '/', searchParams: request.nextUrl.searchParams, host: request.headers.get('host') }, routing);
  const shop = slug ? await findShopBySlug(slug) : null;
  if (!shop) throw new NotFoundError('Shop not found');
  return shop;
}

function ownerOf(request: NextRequest, shop: Shop, secret: string): OwnerClaims | null {
  const header = request.headers.get('authorization');
  if (!header) return null;
  const token = /^Bearer\s+(.+)$/i.exec(header)?.[1];
  const claims = token ? readOwnerToken(token, secret) : null;
  if (!claims) throw new AuthError('Invalid or expired token');
  if (claims.shopId !== shop.id) throw new ForbiddenError('This token belongs to another shop');
  return claims;
}

async function enforceLimit(endpoint: Endpoint, key: string): Promise<void> {
  const rule = endpoint.rateLimit;
  if (!rule) return;
  const result = await getRateLimiter().hit(`${rule.bucket}:${key}`, rule.limit, rule.windowSeconds * 1000);
  if (!result.allowed) throw new RateLimitError(Math.ceil(result.retryAfterMs / 1000));
}

/**
 * Turns an endpoint declaration and a small function into a route handler: resolves the shop,
 * authenticates, checks CSRF and rate limits, validates input, runs the function, revalidates the
 * cache tags a write touches, and answers JSON with request-id and x-csrf-token headers; any error
 * becomes the spec's JSON error with its status.
 */
export function handle<E extends Endpoint>(endpoint: E, run: (ctx: HandlerContext<E>) => Promise<Result<E>>) {
  return async function routeHandler(request: NextRequest, route: RouteContext): Promise<Response> {
    const requestId = randomUUID();
    const pendingCookies: Array<(response: NextResponse) => void> = [];
    let csrfToken = '';
    let response: Response;
    try {
      const secret = await getServerSecret();
      const csrf = csrfState(request, secret);
      csrfToken = csrf.token;
      if (csrf.newCookie) {
        const cookie = csrf.newCookie;
        pendingCookies.push((r) => r.cookies.set(CSRF_COOKIE, cookie, cookieOptions(request)));
      }
      const shop = await loadShop(request);
      const owner = ownerOf(request, shop, secret);
      if (endpoint.auth === 'owner' && !owner) throw new AuthError();
      const search = request.nextUrl.searchParams;
      const preview = search.has('preview') || search.has('previewTheme');
      if (!endpoint.openWhenClosed && showsClosedPage(shop, owner ? 'editor' : preview ? 'preview' : 'live')) throw new ShopClosedError();
      const client = clientKey(request);
      await enforceLimit(endpoint, `client:${client}`);
      if (endpoint.csrf && !hasValidCsrfToken(request, csrf)) throw new ForbiddenError('Invalid CSRF token', 'InvalidCsrfToken');

      const rawParams = await route.params;
      const params = endpoint.params ? parseWith(endpoint.params, rawParams, 'params') : undefined;
      const query = endpoint.query ? parseWith(endpoint.query, queryObject(search), 'query') : undefined;
      const body = endpoint.body ? parseWith(endpoint.body, await readJsonBody(request), 'body') : undefined;
      const requestedLocale = search.get('locale');
      const locale = requestedLocale && shop.locales.some((l) => l.identifier === requestedLocale) ? requestedLocale : shop.defaultLocale;

      const cookies: CookieJar = {
        get: (name) => request.cookies.get(name)?.value,
        set: (name, value, maxAge) => pendingCookies.push((r) => r.cookies.set(name, value, cookieOptions(request, maxAge))),
        delete: (name) => pendingCookies.push((r) => r.cookies.set(name, '', { ...cookieOptions(request), maxAge: 0 })),
      };
      const result = await run({
        request, requestId, shop, locale, owner, preview, client,
        params: params as Parsed<ParamsOf<E>>, query: query as Parsed<QueryOf<E>>, body: body as Parsed<BodyOf<E>>,
        cookies, limit: (key) => enforceLimit(endpoint, key),
      });
      for (const area of endpoint.method === 'GET' ? [] : endpoint.revalidates ?? []) {
        revalidateTag(TAGS[area](shop.slug), { expire: 0 });
      }
      const status = endpoint.successStatus ?? 200;
      response = result instanceof Response ? result
        : status === 204 ? new Response(null, { status }) : Response.json(result ?? null, { status });
    } catch (error) {
      response = errorResponse(error, requestId);
    }
    const next = response instanceof NextResponse ? response : new NextResponse(response.body, response);
    next.headers.set('request-id', requestId);
    if (csrfToken) next.headers.set('x-csrf-token', csrfToken);
    if (!next.headers.has('cache-control')) next.headers.set('cache-control', 'no-store');
    for (const apply of pendingCookies) apply(next);
    return next;
  };
}
