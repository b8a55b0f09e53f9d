// What an AI agent does with the shop through its MCP endpoint, and how the shopper finishes in the
// browser (docs/api/agents.md, MCP and Checkout hand-over).
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { DEMO } from '@/lib/db/seed/demo';
import { expect, test } from './fixtures';

const { mug } = DEMO.products;

/** A tool's structured answer; a tool error fails the test with its text. */
async function call<T>(client: Client, name: string, args: Record<string, unknown> = {}): Promise<T> {
  const result = await client.callTool({ name, arguments: args }) as CallToolResult;
  expect(result.isError, JSON.stringify(result.content)).toBeFalsy();
  return result.structuredContent as T;
}

test('the checkout link of an agent\'s cart opens the filled checkout in the shopper\'s browser, once', async ({ page, baseURL }) => {
  const client = new Client({ name: 'e2e-agent', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL('/api/mcp', baseURL)));
  const { products } = await call<{ products: { productId: string; sku: string; name: string }[] }>(client, 'search_catalog', { query: 'mug' });
  const { productId, name } = products.find((product) => product.sku === mug.sku)!;
  const { cartToken } = await call<{ cartToken: string }>(client, 'create_cart');
  await call(client, 'add_to_cart', { cartToken, productId, quantity: 2 });
  const { checkoutUrl } = await call<{ checkoutUrl: string }>(client, 'get_checkout_url', { cartToken });
  await client.close();

  // The link names the shop's stored address (the seed's port 3000); the test server listens on its own.
  const link = new URL(checkoutUrl);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page).toHaveURL(/\/checkout\/personal-data$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Personal data' })).toBeVisible();
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(summary).toContainText(name);
  await expect(summary).toContainText('Quantity: 2');

  // The browser holds the cart now; the link does not give it to anyone else.
  const other = await page.context().browser()!.newContext({ baseURL });
  const stranger = await other.newPage();
  await stranger.goto(`${link.pathname}${link.search}`);
  await expect(stranger).toHaveURL(/\/cart$/);
  await expect(stranger.getByText('Your cart is empty.')).toBeVisible();
  await other.close();
});

test('the served HTML declares the search and add-to-cart forms as WebMCP tools', async ({ page, request }) => {
  // In the server's HTML, as a browser with WebMCP reads it before any script runs.
  const html = await (await request.get(`/p/${mug.slug.en}`)).text();
  expect(html).toMatch(/<form[^>]*toolname="search_catalog"[^>]*toolautosubmit=""/);
  expect(html).toMatch(/<form[^>]*toolname="add_to_cart"/);
  const quantity = /<input[^>]*toolparamdescription="How many[^>]*>/.exec(html)?.[0];
  expect(quantity).toContain('name="quantity"');

  // Shoppers see the same forms: the search submits as before.
  await page.goto(`/p/${mug.slug.en}`);
  const search = page.getByRole('search');
  await expect(search).toHaveAttribute('toolname', 'search_catalog');
  await expect(page.getByRole('button', { name: 'Add to cart' }).locator('xpath=ancestor::form')).toHaveAttribute('toolname', 'add_to_cart');
});

test('a UCP agent finds the profile at /.well-known/ucp (none for a closed shop), and its session\'s continue_url opens the filled checkout', async ({ page, request }) => {
  const profile = await request.get('/.well-known/ucp');
  expect(profile.status()).toBe(200);
  const { ucp } = await profile.json() as { ucp: { version: string; services: Record<string, { endpoint: string }[]> } };
  expect(ucp.version).toBe('2026-04-08');
  const endpoint = new URL(ucp.services['dev.ucp.shopping']![0]!.endpoint);
  expect(endpoint.pathname).toBe('/api/ucp');
  // The closed Beyond demo shop shows agents nothing: the profile's own 404 (JSON), not a storefront page.
  const closed = await request.get('/.well-known/ucp?shop=beyond-demo');
  expect(closed.status()).toBe(404);
  expect(await closed.json()).toMatchObject({ code: 'NotFound' });

  const { productId } = await (await request.get(`/api/v2/products/${mug.slug.en}`)).json() as { productId: string };
  const created = await request.post(`${endpoint.pathname}/checkout-sessions`, {
    data: { line_items: [{ item: { id: productId }, quantity: 2 }] },
    headers: { 'ucp-agent': 'profile="https://agent.example/.well-known/ucp"', 'idempotency-key': crypto.randomUUID() },
  });
  expect(created.status()).toBe(201);
  const session = await created.json() as { status: string; continue_url: string };
  expect(session.status).toBe('incomplete');

  const link = new URL(session.continue_url);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page).toHaveURL(/\/checkout\/personal-data$/);
  await expect(page.getByRole('complementary', { name: 'Order summary' })).toContainText('Quantity: 2');
});
