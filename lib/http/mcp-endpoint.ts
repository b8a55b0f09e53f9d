import { randomUUID } from 'node:crypto';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import type { NextRequest } from 'next/server';
import { MCP_LIMIT } from '@/lib/contract/mcp';
import { createShopMcpServer } from '@/lib/server/agents/mcp-server';
import { NotFoundError, RateLimitError, ShopClosedError } from '@/lib/server/errors';
import { getRateLimiter } from '@/lib/server/rate-limit';
import { visibleLanguages } from '@/lib/server/seo/sitemap-shop';
import { showsClosedPage } from '@/lib/server/shop/get-shop';
import { clientKey } from './client-address';
import { errorResponse } from './error-response';
import { shopOfRequest } from './request-shop';

/** A tool call's arguments are small: ids, a token, a search of at most 200 characters and its filters. */
const MAX_BODY_BYTES = 64 * 1024;

async function hitLimit(rule: { bucket: string; limit: number; windowSeconds: number }, client: string): Promise<void> {
  const result = await getRateLimiter().hit(`${rule.bucket}:client:${client}`, rule.limit, rule.windowSeconds * 1000);
  if (!result.allowed) throw new RateLimitError(Math.ceil(result.retryAfterMs / 1000));
}

/**
 * A POST to a shop's MCP endpoint (docs/api/agents.md, MCP): the shop chosen as for its other files (the
 * `shop` parameter, the host, the default shop), the language by `locale` when shoppers see it. A closed
 * shop refuses as the API does (503 ShopClosed), an unknown one is 404, a client past its allowance 429.
 * Stateless: a server and a transport of the SDK per request, answering JSON (no stream is kept open).
 */
export async function mcpAnswer(request: NextRequest): Promise<Response> {
  const requestId = randomUUID();
  try {
    const resolved = await shopOfRequest(request);
    if (!resolved) throw new NotFoundError('Shop not found');
    const { shop } = resolved;
    if (showsClosedPage(shop, 'live')) throw new ShopClosedError();
    const client = clientKey(request);
    await hitLimit(MCP_LIMIT, client);
    const asked = request.nextUrl.searchParams.get('locale');
    const locale = asked && visibleLanguages(shop).includes(asked) ? asked : shop.defaultLocale;
    const server = createShopMcpServer({ shop, locale, limit: (rule) => hitLimit(rule, client) });
    const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true, maxRequestBodySize: MAX_BODY_BYTES });
    await server.connect(transport);
    try {
      const response = await transport.handleRequest(request);
      response.headers.set('cache-control', 'no-store');
      return response;
    } finally {
      await server.close();
    }
  } catch (error) {
    const response = errorResponse(error, requestId);
    response.headers.set('cache-control', 'no-store');
    return response;
  }
}

/** GET (a stream of server messages) and DELETE (ending a session) mean nothing to a stateless endpoint. */
export const mcpMethodNotAllowed = () => Response.json(
  { jsonrpc: '2.0', error: { code: -32000, message: 'Method not allowed: this endpoint is stateless, POST only' }, id: null },
  { status: 405, headers: { allow: 'POST', 'cache-control': 'no-store' } },
);
