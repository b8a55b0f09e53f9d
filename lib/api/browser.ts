import { notify } from '@/lib/stores/notifications';
import { ApiError, callApi, endpointUrl, versionOf, type CallInput, type CallOptions } from './client';
import type { BodyOf, Endpoint, Input, ResponseOf } from '@/lib/contract/endpoint';
import { trackRequest } from './progress';
import type { ApiRoute } from './route';
import type { ThemePreview } from '@/lib/routing/theme-preview';
import { cartRoutes } from './routes/cart';
import type { z } from 'zod';

/**
 * Who the browser calls the API as: the shop of the page, in editor mode the owner's token, and in
 * theme preview the previewed theme and style (spec section 7).
 */
export interface BrowserApiContext extends Partial<ThemePreview> {
  shop: string;
  /** The page's language, so texts in answers (cart lines, suggestions) match it. */
  locale?: string;
  token?: string;
}

export interface BrowserCallOptions {
  /** Route-loading calls report their failure as a view error, not as a notification (spec section 8). */
  silent?: boolean;
  signal?: AbortSignal;
  /** The request outlives the page (a closing tab's last word). */
  keepalive?: boolean;
  /** A versioned resource's write: the version it is based on, sent as If-Match. */
  ifMatch?: number;
  /** Told the version a versioned resource's answer carries (its ETag), a 409's included. */
  onVersion?: (version: number) => void;
  /** The request's language, when it is not the page's: a page named by its slug in another language. */
  locale?: string;
}

let context: BrowserApiContext = { shop: '' };
let csrfToken: string | undefined;
const running = new Map<string, Promise<unknown>>();

/** Sets the shop (token, theme preview) every later call is made for; the storefront providers call it once. */
export function configureBrowserApi(next: BrowserApiContext): void {
  context = next;
}

/** The shop this page's calls go to: islands key their per-shop queries (the cart) by it. */
export const browserShop = (): string => context.shop;

function keepCsrfToken(response: Response): void {
  csrfToken = response.headers.get('x-csrf-token') ?? csrfToken;
}

/** What every call of this page carries: its shop, its language and, in theme preview, the previewed style. */
function pageOptions(): CallOptions {
  return { shop: context.shop, locale: context.locale, previewTheme: context.previewTheme, themeStyle: context.themeStyle };
}

// Every answer carries the browser's CSRF token, errors too (a closed shop's cart answers 503 with
// one); a browser that has made no call yet asks for its cart.
async function fetchCsrfToken(): Promise<void> {
  await callApi(cartRoutes.getCart, {}, { ...pageOptions(), onResponse: keepCsrfToken })
    .catch((error: unknown) => {
      if (!csrfToken) throw error;
    });
}

// Every write carries the token: endpoints that demand it, and the owner's writes that the session
// cookie authorises (bearer-authorised ones ignore it).
const needsCsrf = (endpoint: ApiRoute) => endpoint.csrf === true || endpoint.method !== 'GET';

async function send<E extends Endpoint>(endpoint: ApiRoute<E>, input: CallInput<E>, options: BrowserCallOptions): Promise<z.output<ResponseOf<E>>> {
  if (needsCsrf(endpoint) && !csrfToken) await fetchCsrfToken();
  const onResponse = (response: Response) => {
    keepCsrfToken(response);
    const version = versionOf(response);
    if (version !== null) options.onVersion?.(version);
  };
  const call = () => callApi(endpoint, input, {
    ...pageOptions(), ...(options.locale ? { locale: options.locale } : {}),
    token: context.token, csrfToken, signal: options.signal, keepalive: options.keepalive, ifMatch: options.ifMatch, onResponse,
  });
  try {
    return await call();
  } catch (error) {
    // The CSRF cookie can change under a long-open page (cleared cookies, another tab); one fresh token retries.
    if (!(error instanceof ApiError && error.code === 'InvalidCsrfToken')) throw error;
    await fetchCsrfToken();
    return call();
  }
}

/**
 * The message ids of a failed call, most specific first (spec section 8: notifications are translated
 * by message id): its error code, then its status (404), then its kind of status (4xx, 5xx). A failure
 * that is no API answer (the network, a bug) counts as the server's.
 */
export function errorMessageIds(error: unknown): string[] {
  const apiError = error instanceof ApiError ? error : null;
  const status = apiError?.status ?? 500;
  return [...(apiError?.code ? [apiError.code] : []), `status${status}`, `status${Math.floor(status / 100)}xx`];
}

/**
 * Shows a failed call in the notification overlay with its request id (spec section 8), in the
 * shopper's language by its message ids; the API's English message only where none is translated.
 */
export function showApiError(error: unknown): void {
  const apiError = error instanceof ApiError ? error : null;
  if (error instanceof DOMException && error.name === 'AbortError') return;
  notify({ level: 'error', message: apiError?.message ?? 'Internal Server Error', messageIds: errorMessageIds(error), requestId: apiError?.requestId });
}

/**
 * Sends a write the page does not wait for and that outlives it (a click that leaves the page): a
 * keep-alive fetch, the beacon that can say it sends JSON (navigator.sendBeacon cannot set the type the
 * API demands of a public write). Errors are dropped: nothing is shown for a lost beacon. Its answer's
 * CSRF token is kept as every answer's is: for a new shopper the answer sets the CSRF cookie, and a
 * token kept from an earlier answer would no longer match it (the first add to cart was refused).
 */
export function shopBeacon<E extends Endpoint>(endpoint: ApiRoute<E>, body: Input<BodyOf<E>>): void {
  const url = endpointUrl(endpoint, {}, { shop: context.shop, locale: context.locale });
  void fetch(url, { method: endpoint.method, keepalive: true, credentials: 'same-origin', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    .then(keepCsrfToken, () => undefined);
}

/**
 * Calls the shop API from the browser: adds the shop and CSRF token, drives the progress bar, shares
 * one running request between identical reads, and shows a failure in the notification overlay.
 */
export function shopApi<E extends Endpoint>(endpoint: ApiRoute<E>, input: CallInput<E> = {}, options: BrowserCallOptions = {}): Promise<z.output<ResponseOf<E>>> {
  const key = endpoint.method === 'GET' && !options.signal ? endpointUrl(endpoint, input.params as object, { locale: context.locale, ...input.query as object, shop: context.shop }) : null;
  const existing = key ? running.get(key) : undefined;
  if (existing) return existing as Promise<z.output<ResponseOf<E>>>;
  const finish = trackRequest();
  const promise = send(endpoint, input, options)
    .catch((error: unknown) => {
      if (!options.silent) showApiError(error);
      throw error;
    })
    .finally(() => {
      finish();
      if (key) running.delete(key);
    });
  if (key) running.set(key, promise);
  return promise;
}
