import { randomUUID } from 'node:crypto';
import { NextResponse, type NextRequest } from 'next/server';
import { requiresJsonRequest, type BodyOf, type Endpoint, type Parsed, type ParamsOf, type QueryOf, type ResponseOf } from '@/lib/contract/endpoint';
import { isPreviewRequest } from '@/lib/routing/query-flags';
import { COUNTRY_COOKIE } from '@/lib/routing/market-segment';
import { COUNTRY_CODE_PATTERN } from '@/lib/schemas/address-rules';
import { resolveShopSlug, routingConfigFromEnv } from '@/lib/routing/resolve-request';
import { AuthError, ConflictError, ForbiddenError, NotFoundError, RateLimitError, ShopClosedError, ValidationError } from '@/lib/server/errors';
import { getRateLimiter } from '@/lib/server/rate-limit';
import { getServerSecret } from '@/lib/server/security/secret';
import { findShopBySlug, showsClosedPage } from '@/lib/server/shop/get-shop';
import type { Shop } from '@/lib/server/shop/types';
import type { CookieJar } from './cookie-jar';
import { clientKey } from './client-address';
import { cookieOptions, frameableCookieOptions } from './cookies';
import { CSRF_COOKIE, csrfState, hasValidCsrfToken, type CsrfState } from './csrf';
import { findRequestOwner, type RequestOwner } from './owner-auth';
import { errorResponse } from './error-response';
import { parseWith, queryObject, readJsonBody, requireJsonRequest } from './parse';
import type { z } from 'zod';

const routing = routingConfigFromEnv(process.env);

export interface HandlerContext<E extends Endpoint> {
  request: NextRequest;
  requestId: string;
  shop: Shop;
  /** The `locale` parameter when the shop has it, else the shop's default locale. */
  locale: string;
  /** The `country` parameter (ISO 3166-1 alpha-2): the delivery country whose market prices the answer; 400 when malformed. */
  country: string | undefined;
  /** `country`, else the delivery country the shopper chose in the storefront (its cookie): what prices catalogue answers. */
  shopperCountry: string | undefined;
  /** The signed-in owner of this shop: a valid bearer token, or the shop's session cookie (with CSRF to write). */
  owner: RequestOwner | null;
  /** The request asked for preview or theme preview. */
  preview: boolean;
  /** Who the request is from, for rate limits. */
  client: string;
  /** The CSRF token this answer hands out in x-csrf-token (the spec's Shop payload carries it too). */
  csrfToken: string;
  params: Parsed<ParamsOf<E>>;
  query: Parsed<QueryOf<E>>;
  body: Parsed<BodyOf<E>>;
  cookies: CookieJar;
  /** Counts a hit against a limit of this endpoint's bucket for another key (e.g. an account). */
  limit(key: string): Promise<void>;
  /**
   * The version the write is based on: the If-Match header's (a versioned endpoint's ETag), else a
   * body's `baseVersion`; undefined when the client named none (`*` names none either).
   */
  expectedVersion: number | undefined;
  /** Answers the resource's version as the ETag of the response. */
  etag(version: number): void;
}

/** What a versioned endpoint's 409 carries besides `currentVersion`: the resource as a read answers it now. */
export interface HandleOptions<E extends Endpoint> {
  current?: (ctx: HandlerContext<E>) => Promise<unknown>;
}

type Result<E extends Endpoint> = z.input<ResponseOf<E>> | Response | void;

const ETAG = /^"(\d{1,9})"$/;

/** The version an If-Match header names: a number, none (absent or `*`), or refused (400) when it names no version of ours. */
function ifMatchVersion(request: NextRequest): number | undefined {
  const header = request.headers.get('if-match')?.trim();
  if (!header || header === '*') return undefined;
  const match = ETAG.exec(header);
  if (!match) throw new ValidationError([{ path: 'headers.if-match', message: 'If-Match must be one version, as an ETag of this API gave it ("12")' }]);
  return Number(match[1]);
}

/** The request's delivery country; a value that is no country code is refused (400) rather than ignored. */
function countryOf(search: URLSearchParams): string | undefined {
  const value = search.get('country');
  if (!value) return undefined;
  if (!COUNTRY_CODE_PATTERN.test(value)) throw new ValidationError([{ path: 'query.country', message: 'country must be an ISO 3166-1 alpha-2 code in upper case ("CH")' }]);
  return value;
}

const baseVersionOf = (body: unknown): number | undefined => {
  const value = body && typeof body === 'object' ? (body as { baseVersion?: unknown }).baseVersion : undefined;
  return typeof value === 'number' ? value : undefined;
};
type RouteContext = { params: Promise<Record<string, string | string[] | undefined>> };

async function loadShop(request: NextRequest): Promise<Shop> {
  const slug = resolveShopSlug({ pathname: '/', searchParams: request.nextUrl.searchParams, host: request.headers.get('host') }, routing);
  const shop = slug ? await findShopBySlug(slug) : null;
  if (!shop) throw new NotFoundError('Shop not found');
  return shop;
}

/**
 * The owner a request acts as. A session cookie is sent by the browser whoever made the page that
 * writes, so a cookie-authorised write needs the CSRF token: an owner-only call without it is refused,
 * any other call is served as a shopper's. Bearer tokens are never sent by themselves and need none.
 */
async function ownerOf(request: NextRequest, endpoint: Endpoint, shop: Shop, secret: string, csrf: CsrfState): Promise<RequestOwner | null> {
  const owner = await findRequestOwner(request, shop, secret);
  if (owner?.via !== 'cookie' || request.method === 'GET' || request.method === 'HEAD' || hasValidCsrfToken(request, csrf)) return owner;
  if (endpoint.auth === 'owner') throw new ForbiddenError('Invalid CSRF token', 'InvalidCsrfToken');
  return null;
}

async function enforceLimit(endpoint: Endpoint, key: string): Promise<void> {
  const rule = endpoint.rateLimit;
  if (!rule) return;
  const result = await getRateLimiter().hit(`${rule.bucket}:${key}`, rule.limit, rule.windowSeconds * 1000);
  if (!result.allowed) throw new RateLimitError(Math.ceil(result.retryAfterMs / 1000));
}

/**
 * Turns an endpoint declaration and a small function into a route handler: resolves the shop,
 * authenticates, checks CSRF and rate limits, validates input, runs the function (whose service
 * revalidates the cache tags its change touches: lib/server/cache-tags.ts), and answers JSON with
 * request-id and x-csrf-token headers; any error becomes the spec's JSON error with its status. Versioned resources: the version a write names
 * (If-Match, or `baseVersion`) reaches the function as `expectedVersion`, the one it answers goes out as
 * the ETag, and a stale write's 409 carries the resource as it is now (`options.current`).
 */
export function handle<E extends Endpoint>(endpoint: E, run: (ctx: HandlerContext<E>) => Promise<Result<E>>, options: HandleOptions<E> = {}) {
  return async function routeHandler(request: NextRequest, route: RouteContext): Promise<Response> {
    const requestId = randomUUID();
    const pendingCookies: Array<(response: NextResponse) => void> = [];
    let csrfToken = '';
    let etag: string | undefined;
    // The back offices that frame the shop's editor, once the shop is known: its frameable cookies' SameSite.
    let backOfficeOrigins: readonly string[] = [];
    let response: Response;
    try {
      const secret = await getServerSecret();
      const csrf = csrfState(request, secret);
      csrfToken = csrf.token;
      if (csrf.newCookie) {
        const cookie = csrf.newCookie;
        // Frameable: the owner's writes in an editor framed by another origin carry it too.
        pendingCookies.push((r) => r.cookies.set(CSRF_COOKIE, cookie, frameableCookieOptions(request, backOfficeOrigins)));
      }
      const shop = await loadShop(request);
      backOfficeOrigins = shop.backOfficeOrigins;
      const owner = await ownerOf(request, endpoint, shop, secret, csrf);
      if (endpoint.auth === 'owner' && !owner) throw new AuthError();
      const search = request.nextUrl.searchParams;
      const preview = isPreviewRequest(search);
      if (!endpoint.openWhenClosed && showsClosedPage(shop, owner ? 'editor' : preview ? 'preview' : 'live')) throw new ShopClosedError();
      const client = clientKey(request);
      await enforceLimit(endpoint, `client:${client}`);
      if (endpoint.csrf && !hasValidCsrfToken(request, csrf)) throw new ForbiddenError('Invalid CSRF token', 'InvalidCsrfToken');
      // Without a CSRF token, a shopper's write must at least be JSON, which no other site can send unasked.
      if (requiresJsonRequest(endpoint)) requireJsonRequest(request);

      const rawParams = await route.params;
      const params = endpoint.params ? parseWith(endpoint.params, rawParams, 'params') : undefined;
      const query = endpoint.query ? parseWith(endpoint.query, queryObject(search), 'query') : undefined;
      const body = endpoint.body ? parseWith(endpoint.body, await readJsonBody(request), 'body') : undefined;
      const requestedLocale = search.get('locale');
      // Hidden locales are the owner's until they are shown: shoppers asking for one get the default.
      const offered = (l: Shop['locales'][number]) => l.identifier === requestedLocale && (l.isVisible || owner !== null);
      const locale = requestedLocale && shop.locales.some(offered) ? requestedLocale : shop.defaultLocale;
      const country = countryOf(search);
      const chosen = request.cookies.get(COUNTRY_COOKIE)?.value;
      const shopperCountry = country ?? (chosen && COUNTRY_CODE_PATTERN.test(chosen) ? chosen : undefined);

      const cookies: CookieJar = {
        get: (name) => request.cookies.get(name)?.value,
        set: (name, value, maxAge, options) => pendingCookies.push((r) =>
          r.cookies.set(name, value, options?.frameable ? frameableCookieOptions(request, backOfficeOrigins, maxAge) : cookieOptions(request, maxAge))),
        delete: (name) => pendingCookies.push((r) => r.cookies.set(name, '', { ...frameableCookieOptions(request, backOfficeOrigins), maxAge: 0 })),
      };
      const ctx: HandlerContext<E> = {
        request, requestId, shop, locale, country, shopperCountry, owner, preview, client, csrfToken,
        params: params as Parsed<ParamsOf<E>>, query: query as Parsed<QueryOf<E>>, body: body as Parsed<BodyOf<E>>,
        cookies, limit: (key) => enforceLimit(endpoint, key),
        expectedVersion: ifMatchVersion(request) ?? baseVersionOf(body),
        etag: (version) => { etag = `"${version}"`; },
      };
      let result: Result<E>;
      try {
        result = await run(ctx);
      } catch (error) {
        if (options.current && error instanceof ConflictError && error.code === 'StaleVersion') {
          // Null when the resource cannot be read as it was asked for any more (the other writer renamed it).
          error.details = { ...error.details, current: await options.current(ctx).catch(() => null) };
          if (typeof error.details.currentVersion === 'number') ctx.etag(error.details.currentVersion);
        }
        throw error;
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
    if (etag) next.headers.set('etag', etag);
    if (!next.headers.has('cache-control')) next.headers.set('cache-control', 'no-store');
    for (const apply of pendingCookies) apply(next);
    return next;
  };
}
