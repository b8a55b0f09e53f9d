import { randomUUID } from 'node:crypto';
import type { NextRequest } from 'next/server';
import type { z } from 'zod';
import { shopUrl } from '@/lib/agents/shop-url';
import { ucpBusinessProfile } from '@/lib/agents/ucp/profile';
import { UCP_LIMIT, UCP_MAX_BODY_BYTES } from '@/lib/contract/ucp';
import { isDatabaseUnavailable } from '@/lib/database-outage';
import { log } from '@/lib/log';
import { routingConfigFromEnv } from '@/lib/routing/resolve-request';
import type { UcpContext } from '@/lib/server/agents/ucp-cart-contents';
import { oncePerKey, type StoredAnswer } from '@/lib/server/agents/ucp-idempotency';
import { paymentSandboxEnabled } from '@/lib/server/checkout/sandbox';
import { DomainError, NotFoundError, PayloadTooLargeError, RateLimitError, ShopClosedError, UnsupportedMediaTypeError, ValidationError } from '@/lib/server/errors';
import { getRateLimiter } from '@/lib/server/rate-limit';
import { showsClosedPage } from '@/lib/server/shop/get-shop';
import type { Shop } from '@/lib/server/shop/types';
import { clientKey } from './client-address';
import { shopOfRequest } from './request-shop';

const ROUTING = routingConfigFromEnv(process.env);

/** Where the shopping service's REST endpoints live on a shop's address; the spec's paths follow it. */
export const UCP_REST_PATH = '/api/ucp';

const NO_STORE = { 'cache-control': 'no-store' };

/** The shop of a request to the UCP endpoints; an unknown shop is 404, a closed one 503 (as the API). */
async function ucpShop(request: NextRequest): Promise<Shop> {
  const resolved = await shopOfRequest(request);
  if (!resolved) throw new NotFoundError('Shop not found');
  if (showsClosedPage(resolved.shop, 'live')) throw new ShopClosedError();
  return resolved.shop;
}

/** The REST endpoint of the shop's shopping service, absolute on its stored address. */
function restEndpoint(shop: Shop): string {
  return shopUrl(shop, shop.defaultLocale, UCP_REST_PATH, ROUTING);
}

/** A protocol error as UCP REST answers it: the HTTP status with `code` and `content` (UCP overview, Error handling). */
function protocolError(error: unknown, requestId: string): Response {
  if (error instanceof DomainError) {
    const headers: Record<string, string> = { ...NO_STORE };
    if (error instanceof RateLimitError) headers['retry-after'] = String(error.retryAfterSeconds);
    const body = { code: error.code ?? `Status${error.status}`, content: error.message, ...(error instanceof ValidationError ? { errors: error.fields } : {}) };
    return Response.json(body, { status: error.status, headers });
  }
  if (isDatabaseUnavailable(error)) return Response.json({ code: 'ServiceUnavailable', content: 'Please try again' }, { status: 503, headers: NO_STORE });
  log.error({ requestId, err: error }, 'UCP request failed');
  return Response.json({ code: 'InternalError', content: 'Internal error' }, { status: 500, headers: NO_STORE });
}

/** `GET /.well-known/ucp`: the shop's business profile; like every agent file, nothing for a closed or unknown shop (404). */
export async function ucpProfileAnswer(request: NextRequest): Promise<Response> {
  const resolved = await shopOfRequest(request);
  if (!resolved || showsClosedPage(resolved.shop, 'live')) return Response.json({ code: 'NotFound', content: 'Not found' }, { status: 404 });
  const profile = ucpBusinessProfile({ endpoint: restEndpoint(resolved.shop), sandbox: paymentSandboxEnabled() });
  return Response.json(profile, { headers: { 'cache-control': 'public, max-age=300' } });
}

/** The platform's profile from `UCP-Agent: profile="https://..."` (RFC 8941 dictionary), which every request names. */
function agentProfile(request: NextRequest): string {
  const header = request.headers.get('ucp-agent') ?? '';
  const profile = /(?:^|[,;\s])profile="([^"\\]{1,2000})"/.exec(header)?.[1];
  if (!profile) throw new ValidationError([{ path: 'UCP-Agent', message: 'Required: profile="<the platform\'s profile URL>"' }], 'The UCP-Agent header is missing');
  return profile;
}

/** One hit of a client (`client:` address) or an agent (`agent:` profile) against UCP_LIMIT. */
async function hitLimit(who: string): Promise<void> {
  const result = await getRateLimiter().hit(`${UCP_LIMIT.bucket}:${who}`, UCP_LIMIT.limit, UCP_LIMIT.windowSeconds * 1000);
  if (!result.allowed) throw new RateLimitError(Math.ceil(result.retryAfterMs / 1000));
}

async function readJson<T extends z.ZodType>(request: NextRequest, schema: T): Promise<z.infer<T>> {
  if (!(request.headers.get('content-type') ?? '').toLowerCase().startsWith('application/json')) throw new UnsupportedMediaTypeError('Send application/json');
  const text = await request.text();
  if (Buffer.byteLength(text) > UCP_MAX_BODY_BYTES) throw new PayloadTooLargeError(UCP_MAX_BODY_BYTES);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ValidationError([{ path: '$', message: 'Not JSON' }], 'The body is not JSON');
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    throw new ValidationError(parsed.error.issues.map((issue) => ({ path: `$.${issue.path.join('.')}`, message: issue.message })));
  }
  return parsed.data;
}

const IDEMPOTENCY_KEY = /^[A-Za-z0-9][A-Za-z0-9._:-]{7,127}$/;

interface UcpOperation<T> {
  /** The request body's schema; none for reads and cancel. */
  body?: z.ZodType<T>;
  /** Writes run once per Idempotency-Key. */
  write: boolean;
  run(context: UcpContext, body: T): Promise<StoredAnswer>;
}

/**
 * A request to the shop's UCP REST endpoint (docs/api/agents.md, UCP): the shop, the agent named in
 * UCP-Agent, the limits, the body checked against the contract, and for writes the Idempotency-Key.
 * Business outcomes are answered 200 with the session's messages; protocol errors with their status.
 */
export async function ucpAnswer<T>(request: NextRequest, operation: UcpOperation<T>): Promise<Response> {
  const requestId = randomUUID();
  try {
    const shop = await ucpShop(request);
    // Per address first (also for requests that name no agent), then per agent: neither an agent spread
    // across addresses nor an address claiming many profiles gets more.
    await hitLimit(`client:${clientKey(request)}`);
    await hitLimit(`agent:${agentProfile(request)}`);
    const context: UcpContext = { shop, locale: shop.defaultLocale };
    let key: string | null = null;
    if (operation.write) {
      key = request.headers.get('idempotency-key');
      if (!key || !IDEMPOTENCY_KEY.test(key)) {
        throw new ValidationError([{ path: 'Idempotency-Key', message: 'Required on every write: a UUID' }], 'The Idempotency-Key header is missing or malformed');
      }
    }
    const body = operation.body ? await readJson(request, operation.body) : (undefined as T);
    const run = () => operation.run(context, body);
    const answer = key
      ? await oncePerKey(shop.id, key, JSON.stringify([request.method, new URL(request.url).pathname, body ?? null]), run)
      : await run();
    return Response.json(answer.body, { status: answer.status, headers: NO_STORE });
  } catch (error) {
    return protocolError(error, requestId);
  }
}
