import { NextRequest } from 'next/server';
import { PEER_ADDRESS_HEADER } from '@/lib/http/client-address';

type RouteHandler = (request: NextRequest, context: { params: Promise<Record<string, string | string[] | undefined>> }) => Promise<Response>;

export interface RouteCall {
  method?: string;
  /** Path and query, e.g. `/api/v2/cart?shop=demo`. */
  url: string;
  params?: Record<string, string | string[]>;
  /** An object is sent as JSON; a string or bytes as they are. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Cookies as name -> value. */
  cookies?: Record<string, string>;
}

export interface RouteResult<T = unknown> {
  status: number;
  headers: Headers;
  json: T;
  text: string;
  /** Cookies the response set, name -> value (deleted ones as ''). */
  setCookies: Record<string, string>;
}

/** Calls a route handler as Next.js would, with a real Request, and reads the answer. */
export async function callRoute<T = unknown>(handler: RouteHandler, call: RouteCall): Promise<RouteResult<T>> {
  const headers = new Headers(call.headers);
  let body: BodyInit | undefined;
  if (call.body !== undefined) {
    if (typeof call.body === 'string' || call.body instanceof Uint8Array) body = call.body as BodyInit;
    else {
      body = JSON.stringify(call.body);
      if (!headers.has('content-type')) headers.set('content-type', 'application/json');
    }
  }
  if (call.cookies) headers.set('cookie', Object.entries(call.cookies).map(([k, v]) => `${k}=${v}`).join('; '));
  if (!headers.has('x-forwarded-for')) headers.set('x-forwarded-for', '203.0.113.1');
  // A test's x-forwarded-for stands for the address it connects from, as the server hook would stamp it
  // (lib/http/instance-server.ts); tests of spoofed headers set the peer themselves.
  if (!headers.has(PEER_ADDRESS_HEADER)) headers.set(PEER_ADDRESS_HEADER, headers.get('x-forwarded-for')!.split(',').at(-1)!.trim());
  const request = new NextRequest(new URL(call.url, 'http://localhost:3000'), { method: call.method ?? 'GET', headers, body });
  const response = await handler(request, { params: Promise.resolve(call.params ?? {}) });
  const text = await response.text();
  let json: unknown = undefined;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  const setCookies: Record<string, string> = {};
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const [name, ...value] = (pair ?? '').split('=');
    if (name) setCookies[name.trim()] = value.join('=');
  }
  return { status: response.status, headers: response.headers, json: json as T, text, setCookies };
}
