import type { z } from 'zod';
import type { BodyOf, Endpoint, Input, ParamsOf, QueryOf, ResponseOf } from '@/lib/contract/endpoint';
import type { ApiRoute } from './route';

/** A failed API call (spec section 8): message, status, status text and the server's request id. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly statusMessage: string,
    readonly requestId: string | null,
    readonly code?: string,
    /** The whole JSON error body, for fields beyond message and code (a coupon's minimum order price). */
    readonly body?: Readonly<Record<string, unknown>>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface CallOptions {
  shop?: string;
  /** Language of the answer's texts, unless the input names one itself. */
  locale?: string;
  /** The owner's bearer token in editor mode. */
  token?: string;
  /** The theme and style of a theme preview (spec section 7: every call carries them when set). */
  previewTheme?: string;
  themeStyle?: string;
  csrfToken?: string;
  /** The version of a versioned resource this write is based on (its read's ETag), sent as If-Match. */
  ifMatch?: number;
  signal?: AbortSignal;
  /** The request outlives the page (a closing tab's last word). */
  keepalive?: boolean;
  /** Sees every response before it is read, ok or not (the browser keeps its CSRF token from it). */
  onResponse?: (response: Response) => void;
  /** Origin for calls made outside a browser (tests); the browser uses relative URLs. */
  baseUrl?: string;
}

export interface CallInput<E> {
  params?: Input<ParamsOf<E>>;
  query?: Input<QueryOf<E>>;
  /** Sent as JSON; a Blob (a File) goes as it is, with its own type: an upload's body is the file itself. */
  body?: Input<BodyOf<E>>;
}

/** The URL of an endpoint with its path parameters filled in and its query appended. */
export function endpointUrl(endpoint: ApiRoute, params: object = {}, query: object = {}, baseUrl = ''): string {
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = (params as Record<string, unknown>)[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${endpoint.path}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) search.append(key, String(item));
    }
  }
  const text = search.toString();
  return `${baseUrl}${endpoint.outsideApi ? '' : '/api/v2'}${path}${text ? `?${text}` : ''}`;
}

/** What every call's query carries (spec section 7): the shop and, in theme preview, its theme and style. */
function commonQuery({ shop, previewTheme, themeStyle }: CallOptions): Record<string, string> {
  return Object.fromEntries(Object.entries({ shop, previewTheme, themeStyle }).filter((entry): entry is [string, string] => Boolean(entry[1])));
}

/** Turns a failed response into the spec's error: string bodies are the message, objects need one. */
export async function toApiError(response: Response): Promise<ApiError> {
  const requestId = response.headers.get('request-id');
  const text = await response.text().catch(() => '');
  let message = 'Internal Server Error';
  let status = response.status || 500;
  let code: string | undefined;
  let details: Record<string, unknown> | undefined;
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body === 'string') message = body;
    else if (body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string') {
      message = (body as { message: string }).message;
      details = body as Record<string, unknown>;
      code = typeof (body as { code?: unknown }).code === 'string' ? (body as { code: string }).code : undefined;
    } else status = 500;
  } catch {
    if (text) message = text;
    else status = 500;
  }
  return new ApiError(message, status, response.statusText, requestId, code, details);
}

/** The version a versioned resource's answer carries in its ETag (`"12"`), or null. */
export function versionOf(response: Response): number | null {
  const match = /^"(\d+)"$/.exec(response.headers.get('etag') ?? '');
  return match ? Number(match[1]) : null;
}

/** Calls an endpoint with typed input and output; throws ApiError on any non-2xx answer. */
export async function callApi<E extends Endpoint>(endpoint: E | ApiRoute<E>, input: CallInput<E> = {}, options: CallOptions = {}): Promise<z.output<ResponseOf<E>>> {
  const query: Record<string, unknown> = { ...(input.query as object | undefined), ...commonQuery(options) };
  if (options.locale && query.locale === undefined) query.locale = options.locale;
  const headers: Record<string, string> = { accept: 'application/json' };
  const file = input.body instanceof Blob ? input.body : null;
  // Writes say JSON even without a body: the API refuses writes of other types that carry no CSRF token.
  if (file) headers['content-type'] = file.type || 'application/octet-stream';
  else if (input.body !== undefined || endpoint.method !== 'GET') headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.csrfToken) headers['x-csrf-token'] = options.csrfToken;
  if (options.ifMatch !== undefined) headers['if-match'] = `"${options.ifMatch}"`;
  const response = await fetch(endpointUrl(endpoint, input.params as object, query, options.baseUrl), {
    method: endpoint.method,
    headers,
    body: file ?? (input.body === undefined ? undefined : JSON.stringify(input.body)),
    credentials: 'same-origin',
    signal: options.signal,
    keepalive: options.keepalive,
  });
  options.onResponse?.(response);
  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as z.output<ResponseOf<E>>;
  return (await response.json()) as z.output<ResponseOf<E>>;
}
