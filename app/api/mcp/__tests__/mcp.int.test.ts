import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport, StreamableHTTPError } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { LATEST_PROTOCOL_VERSION, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { and, eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { GET as openHandover } from '@/app/api/agents/checkout/[token]/route';
import { GET as getMcp, POST as postMcp } from '@/app/api/mcp/route';
import { GET as getApiCart } from '@/app/api/v2/cart/route';
import type { CartPayload } from '@/lib/contract/cart';
import { MCP_LIMIT } from '@/lib/contract/mcp';
import type { DatabaseHandle } from '@/lib/db/client';
import { products } from '@/lib/db/schema';
import { DEMO } from '@/lib/db/seed/demo';
import { PEER_ADDRESS_HEADER } from '@/lib/http/client-address';
import { getRateLimiter } from '@/lib/server/rate-limit';
import { callRoute } from '@/lib/testing/call-route';
import { createSeededTestDatabase, demoShopIds } from '@/lib/testing/seeded-database';

let handle: DatabaseHandle;
const { mug, master, sneakers } = DEMO.products;
const beyond = DEMO.shops.beyond.slug;

beforeAll(async () => {
  handle = await createSeededTestDatabase({ products: 24 });
  // A product the owner hid: agents never meet it.
  await handle.db.update(products).set({ isVisible: false })
    .where(and(eq(products.shopId, (await demoShopIds(handle.db)).demo), eq(products.sku, sneakers.sku)));
});
afterAll(() => handle.close());

/**
 * An MCP client of the SDK talking to the route handler in process: its fetch hands each request to the
 * handler as Next would (a NextRequest), never the network. Each test client comes from its own address.
 */
async function connect(query = '', address = '203.0.113.7'): Promise<Client> {
  const transport = new StreamableHTTPClientTransport(new URL(`http://localhost:3000/api/mcp${query}`), {
    fetch: async (url, init) => {
      const headers = new Headers(init?.headers);
      headers.set(PEER_ADDRESS_HEADER, address);
      return postOrGet(new NextRequest(url, { method: init?.method, headers, body: init?.body }));
    },
  });
  const client = new Client({ name: 'vitrine-test-agent', version: '1.0.0' });
  await client.connect(transport);
  return client;
}
const postOrGet = (request: NextRequest) => (request.method === 'POST' ? postMcp(request) : getMcp());

const call = async <T = Record<string, unknown>>(client: Client, name: string, args: Record<string, unknown> = {}) => {
  const result = await client.callTool({ name, arguments: args }) as CallToolResult;
  return { ...result, data: result.structuredContent as T };
};
const errorText = (result: CallToolResult) => (result.content[0]?.type === 'text' ? result.content[0].text : '');

describe('MCP endpoint', () => {
  it('lists its tools with valid JSON schemas, the read-only ones marked', async () => {
    const client = await connect();
    expect(client.getServerVersion()?.name).toBe('vitrine-shop');
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(
      ['add_to_cart', 'create_cart', 'get_cart', 'get_checkout_url', 'get_product', 'search_catalog', 'update_cart'],
    );
    const ajv = new Ajv({ strict: false });
    addFormats(ajv);
    for (const tool of tools) {
      expect(tool.description).toBeTruthy();
      expect(tool.inputSchema.type).toBe('object');
      expect(() => ajv.compile(tool.inputSchema)).not.toThrow();
      expect(tool.outputSchema).toBeDefined();
      expect(() => ajv.compile(tool.outputSchema!)).not.toThrow();
      expect(tool.annotations?.openWorldHint).toBe(false);
    }
    const readOnly = tools.filter((tool) => tool.annotations?.readOnlyHint).map((tool) => tool.name).sort();
    expect(readOnly).toEqual(['get_cart', 'get_checkout_url', 'get_product', 'search_catalog']);
    expect(tools.find((tool) => tool.name === 'update_cart')?.annotations?.destructiveHint).toBe(true);
    expect(tools.find((tool) => tool.name === 'search_catalog')?.outputSchema?.required).toContain('totalIsEstimate');
    await client.close();
  });

  it('searches, adds to a cart and answers a checkout link that hands the cart to the browser once', async () => {
    const client = await connect();
    const search = await call<{ products: { productId: string; sku: string; url: string; isVariationMaster: boolean }[]; totalIsEstimate: boolean }>(client, 'search_catalog', { query: 'mug' });
    expect(search.isError).toBeFalsy();
    // Whether the total is exact, as the API says it: a few matches are counted exactly.
    expect(search.data.totalIsEstimate).toBe(false);
    const found = search.data.products.find((product) => product.sku === mug.sku);
    expect(found?.url).toBe(`http://localhost:3000/p/${mug.slug.en}`);

    const masterProduct = await call<{ isVariationMaster: boolean; variations: { productId: string; available: boolean }[] }>(
      client, 'get_product', { product: master.slug.en },
    );
    expect(masterProduct.data.isVariationMaster).toBe(true);
    const variation = masterProduct.data.variations.find((v) => v.available);
    expect(variation).toBeDefined();

    const created = await call<{ cartToken: string; cart: { cartId: string; lineItems: unknown[] } }>(client, 'create_cart');
    const { cartToken } = created.data;
    expect(created.data.cart.lineItems).toEqual([]);
    await call(client, 'add_to_cart', { cartToken, productId: found!.productId, quantity: 2 });
    const added = await call<{ cart: { lineItems: { lineItemId: string; sku: string; quantity: number }[]; totals: { grandTotal: { amount: number } } } }>(
      client, 'add_to_cart', { cartToken, productId: variation!.productId },
    );
    expect(added.data.cart.lineItems.map((line) => [line.sku, line.quantity])).toEqual([[mug.sku, 2], [expect.any(String), 1]]);
    // The cart shows agents no personal data: no addresses, e-mail or payment fields at all.
    expect(Object.keys(added.data.cart).sort()).toEqual(['cartId', 'checkoutState', 'currency', 'lineItems', 'totals']);

    const mugLine = added.data.cart.lineItems.find((line) => line.sku === mug.sku)!;
    const updated = await call<{ cart: { lineItems: { quantity: number }[] } }>(client, 'update_cart', { cartToken, lineItemId: mugLine.lineItemId, quantity: 3 });
    expect(updated.data.cart.lineItems[0]?.quantity).toBe(3);

    const link = await call<{ checkoutUrl: string; expiresAt: string }>(client, 'get_checkout_url', { cartToken });
    expect(link.isError).toBeFalsy();
    const url = new URL(link.data.checkoutUrl);
    expect(url.origin).toBe('http://localhost:3000');
    expect(url.pathname).toMatch(/^\/api\/agents\/checkout\/[\w-]+\.[\w-]+$/);
    expect(Date.parse(link.data.expiresAt)).toBeGreaterThan(Date.now());

    // The browser opens it: a new cart cookie, sent on to the checkout.
    const token = url.pathname.split('/').at(-1)!;
    const opened = await callRoute(openHandover as Parameters<typeof callRoute>[0], { url: url.pathname, params: { token } });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe('/checkout/personal-data');
    const cookie = opened.setCookies['vitrine-cart.demo'];
    expect(cookie).toBeTruthy();
    expect(cookie).not.toBe(cartToken);
    const browserCart = await callRoute<CartPayload>(getApiCart as Parameters<typeof callRoute>[0], { url: '/api/v2/cart', cookies: { 'vitrine-cart.demo': cookie! } });
    expect(browserCart.json.lineItems.map((line) => [line.sku, line.quantity])).toEqual([[mug.sku, 3], [expect.any(String), 1]]);

    // Once: the link again leads to the browser's own cart, and the agent's token reaches the cart no more.
    const again = await callRoute(openHandover as Parameters<typeof callRoute>[0], { url: url.pathname, params: { token } });
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe('/cart');
    expect(again.setCookies['vitrine-cart.demo']).toBeUndefined();
    const after = await call(client, 'get_cart', { cartToken });
    expect(after.isError).toBe(true);
    expect(errorText(after)).toContain('Cart not found');
    await client.close();
  });

  it('searches in the market of a country: its prices in its currency', async () => {
    const client = await connect('', '203.0.113.21');
    type Found = { products: { sku: string; price: { amount: number; currency: string } }[] };
    const priceOf = (found: Found) => found.products.find((product) => product.sku === mug.sku)?.price;
    expect(priceOf((await call<Found>(client, 'search_catalog', { query: 'mug' })).data)).toMatchObject({ amount: mug.priceAmount, currency: 'EUR' });
    const swiss = await call<Found>(client, 'search_catalog', { query: 'mug', country: 'CH' });
    expect(priceOf(swiss.data)).toMatchObject({ amount: DEMO.markets.ch.prices.mug, currency: 'CHF' });
    await client.close();
  });

  it('starts a cart in the market of a country: the lines at the prices its search showed', async () => {
    const client = await connect('', '203.0.113.22');
    type Cart = { cart: { currency: string; lineItems: { sku: string; singleItemPrice: { amount: number; currency: string } }[] } };
    const created = await call<Cart & { cartToken: string }>(client, 'create_cart', { country: 'CH' });
    expect(created.data.cart.currency).toBe('CHF');
    const found = await call<{ products: { sku: string; productId: string }[] }>(client, 'search_catalog', { query: 'mug', country: 'CH' });
    const productId = found.data.products.find((product) => product.sku === mug.sku)!.productId;
    const added = await call<Cart>(client, 'add_to_cart', { cartToken: created.data.cartToken, productId });
    expect(added.data.cart.currency).toBe('CHF');
    expect(added.data.cart.lineItems[0]?.singleItemPrice).toMatchObject({ amount: DEMO.markets.ch.prices.mug, currency: 'CHF' });
    // Without a country the cart is in the primary market, as before.
    expect((await call<Cart>(client, 'create_cart')).data.cart.currency).toBe('EUR');
    await client.close();
  });

  it('never shows a hidden product', async () => {
    const client = await connect();
    const search = await call<{ products: { sku: string }[] }>(client, 'search_catalog', { query: '', resultsPerPage: 100 });
    expect(search.data.products.length).toBeGreaterThan(0);
    expect(search.data.products.map((product) => product.sku)).not.toContain(sneakers.sku);
    const product = await call(client, 'get_product', { product: sneakers.slug.en });
    expect(product.isError).toBe(true);
    await client.close();
  });

  it('answers bad tool input with a tool error, never a server error', async () => {
    const client = await connect();
    const { cartToken } = (await call<{ cartToken: string }>(client, 'create_cart')).data;
    const cases: [string, Record<string, unknown>, RegExp][] = [
      ['add_to_cart', { cartToken, productId: 'not-a-uuid' }, /Invalid arguments|validation/i],
      ['add_to_cart', { cartToken, productId: crypto.randomUUID() }, /Product not found/],
      ['add_to_cart', { cartToken, productId: (await call<{ productId: string }>(client, 'get_product', { product: master.slug.en })).data.productId }, /VariationRequired/],
      ['update_cart', { cartToken, lineItemId: crypto.randomUUID(), quantity: 1 }, /not found/],
      ['get_cart', { cartToken: 'x'.repeat(43) }, /Cart not found/],
      ['get_checkout_url', { cartToken }, /CartEmpty/],
      ['search_catalog', { query: 'a'.repeat(500) }, /Invalid arguments|validation/i],
      ['search_catalog', { query: 'mug', filters: [{ id: 'Nope', value: 'x' }] }, /Invalid arguments|validation/i],
      ['search_catalog', { query: 'mug', country: 'Switzerland' }, /Invalid arguments|validation/i],
      ['create_cart', { country: 'ch' }, /Invalid arguments|validation/i],
    ];
    for (const [name, args, message] of cases) {
      const result = await call(client, name, args);
      expect({ name, isError: result.isError }).toEqual({ name, isError: true });
      expect(errorText(result)).toMatch(message);
    }
    await expect(client.callTool({ name: 'no_such_tool', arguments: {} })).resolves.toMatchObject({ isError: true });
    await client.close();
  });

  it('refuses a closed shop and an unknown one, and turns away GET streams', async () => {
    const closed = await connect(`?shop=${beyond}`).catch((error: unknown) => error);
    expect(closed).toBeInstanceOf(StreamableHTTPError);
    expect((closed as StreamableHTTPError).code).toBe(503);
    const unknown = await connect('?shop=no-such-shop').catch((error: unknown) => error);
    expect((unknown as StreamableHTTPError).code).toBe(404);
    expect(getMcp().status).toBe(405);
  });

  it('limits each client as the API does', async () => {
    const client = await connect('', '203.0.113.99');
    // The connection took two of the 120 calls a minute (initialize, initialized); the rest are spent here.
    for (let i = 2; i < MCP_LIMIT.limit; i += 1) await getRateLimiter().hit(`${MCP_LIMIT.bucket}:client:203.0.113.99`, MCP_LIMIT.limit, MCP_LIMIT.windowSeconds * 1000);
    const refused = await client.listTools().catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(StreamableHTTPError);
    expect((refused as StreamableHTTPError).code).toBe(429);
    // Another client is served.
    const other = await connect('', '203.0.113.100');
    await expect(other.listTools()).resolves.toBeDefined();
  });

  it('speaks the protocol version of the SDK it is built with', async () => {
    const answer = await callRoute(postMcp as Parameters<typeof callRoute>[0], {
      method: 'POST', url: '/api/mcp',
      headers: { accept: 'application/json, text/event-stream' },
      body: { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: LATEST_PROTOCOL_VERSION, capabilities: {}, clientInfo: { name: 't', version: '1' } } },
    });
    expect(answer.status).toBe(200);
    expect((answer.json as { result: { protocolVersion: string } }).result.protocolVersion).toBe('2025-11-25');
  });
});
