import { sql } from 'drizzle-orm';
import { authEndpoints } from '@/lib/contract/auth';
import { shopEndpoints } from '@/lib/contract/shop';
import type { DatabaseHandle } from '@/lib/db/client';
import { DEMO } from '@/lib/db/seed/demo';
import type { OpenApiDocument } from '@/lib/http/openapi';
import { callRoute } from '@/lib/testing/call-route';
import { loadHandler } from '@/lib/testing/route-modules';
import type { EndpointSchemas, FuzzContext } from './fuzz-requests';
import { brokenText } from './fuzz-values';

type Schema = { [key: string]: unknown };

async function column(handle: DatabaseHandle, query: string): Promise<string[]> {
  try {
    const result = (await handle.db.execute(sql.raw(query))) as unknown as { rows: Array<{ v: unknown }> };
    return result.rows.map((row) => String(row.v));
  } catch {
    return []; // a table of another area that is not there (yet): fewer known values, same test
  }
}

/** Queries of real values per kind of thing; a path parameter draws most from the kind its name and place suggest. */
const POOLS: Record<string, string[]> = {
  product: [
    'select id as v from products order by created_at, id limit 10',
    "select p.id as v from products p join shops s on s.id = p.shop_id where s.slug = 'beyond-demo' limit 2",
    "select slug as v from product_translations where locale = 'en' limit 6", "select slug as v from product_translations where locale = 'de' limit 2",
  ],
  categor: ['select id as v from categories limit 10', 'select slug as v from category_translations limit 10'],
  page: ['select id as v from pages limit 6', 'select slug as v from page_translations limit 12', "select 'shipping' as v union all select 'privacy' union all select 'tac'"],
  legal: ["select 'shipping' as v union all select 'privacy' union all select 'withdrawal' union all select 'contact' union all select 'tac' union all select 'cookiepolicy'"],
  navigation: ['select id as v from navigation_items limit 6', "select 'main' as v union all select 'footer' union all select 'legal'"],
  style: ['select id as v from theme_styles', 'select name as v from theme_styles'],
  theme: ['select id as v from themes', "select name || '@' || version as v from themes", 'select name as v from themes'],
  order: ['select id as v from orders order by created_at desc limit 5'],
  item: ['select id as v from cart_line_items order by created_at desc limit 2'],
  media: ['select id as v from media limit 4', 'select filename as v from media limit 4', "select 'upload.png' as v union all select 'photo.gif' union all select 'photo.jpg'"],
  coupon: ['select code as v from coupons'],
  country: ["select code as v from countries where code in ('DE', 'AT', 'US', 'GB', 'FR')"],
  // The demo shop's first, invoice before the methods that need a provider: the session can then order.
  shipping: ["select m.id as v from shipping_methods m join shops s on s.id = m.shop_id order by s.slug = 'demo' desc, m.position limit 4"],
  payment: [
    "select m.id as v from payment_methods m join shops s on s.id = m.shop_id order by s.slug = 'demo' desc, m.kind = 'invoice' desc limit 4",
    "select 'invoice' as v union all select 'prepayment'",
  ],
  other: ['select id as v from shops', 'select id as v from customers limit 3'],
};
const POOL_WORDS: Record<string, string[]> = {
  product: ['product', 'guid'], categor: ['categor'], page: ['page', 'slug'], legal: ['legal'], navigation: ['navigation', 'menu'],
  style: ['style'], theme: ['theme'], order: ['order'], item: ['item', 'line'], media: ['image', 'media', 'file', 'storage'],
  coupon: ['coupon'], country: ['country'], shipping: ['shipping'], payment: ['payment'],
};

async function knownValues(handle: DatabaseHandle): Promise<Record<string, string[]>> {
  const pools: Record<string, string[]> = {};
  for (const [pool, queries] of Object.entries(POOLS)) {
    pools[pool] = [...new Set((await Promise.all(queries.map((query) => column(handle, query)))).flat())];
  }
  pools.other!.push('en', 'de', 'fr', 'xx', DEMO.customer.email, DEMO.owners.demo.email, DEMO.customer.password, DEMO.owners.demo.password);
  return pools;
}

/** Reads one pool again (line items and orders come and go while the fuzz runs). */
export async function refreshPool(handle: DatabaseHandle, context: FuzzContext, pool: string): Promise<void> {
  const values = [...new Set((await Promise.all((POOLS[pool] ?? []).map((query) => column(handle, query)))).flat())];
  context.pools[pool] = values;
}

/** The pooled values a path parameter (from its name and the segment before it) or a body field most likely wants. */
export function poolsFor(pools: Record<string, string[]>, path: string, name: string): string[] {
  const segments = path.split('/');
  const index = segments.findIndex((segment) => segment.includes(`{${name}}`));
  const hint = `${name} ${index > 0 ? segments[index - 1] : ''}`.toLowerCase();
  const matching = Object.entries(POOL_WORDS).filter(([, words]) => words.some((word) => hint.includes(word))).map(([pool]) => pool);
  return [...new Set(matching.flatMap((pool) => pools[pool] ?? []))];
}

async function ownerToken(shop: 'demo' | 'beyond'): Promise<string> {
  const signIn = await loadHandler(authEndpoints.signIn);
  const response = await callRoute<{ token: string }>(signIn!, {
    method: 'POST', url: `/api/v2/auth/sign-in?shop=${DEMO.shops[shop].slug}`, body: DEMO.owners[shop],
    headers: { 'x-forwarded-for': '198.51.100.200' },
  });
  if (response.status !== 200) throw new Error(`sign-in for ${shop} answered ${response.status}`);
  return response.json.token;
}

/** Everything the fuzz test sends on top of random data: tokens, a CSRF pair, session cookies, known ids. */
export async function fuzzContext(handle: DatabaseHandle, document: OpenApiDocument): Promise<FuzzContext> {
  const getShop = await loadHandler(shopEndpoints.getShop);
  const shop = await callRoute(getShop!, { url: '/api/v2/shop?shop=demo' });
  const pools = await knownValues(handle);
  const all = [...new Set(Object.values(pools).flat())];
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  return {
    components: document.components.schemas,
    knownUuids: all.filter((value) => uuid.test(value)),
    knownStrings: all.filter((value) => !uuid.test(value)),
    pools,
    poolFor: (path, name) => poolsFor(pools, path, name),
    hint: (field) => poolsFor(pools, '', field),
    oddText: brokenText,
    ownerToken: await ownerToken('demo'),
    foreignToken: await ownerToken('beyond'),
    csrf: { cookie: shop.setCookies['vitrine-csrf']!, token: shop.headers.get('x-csrf-token')! },
    sessionCookies: {},
  };
}

/** Path, query and body schemas of an endpoint, read from the OpenAPI document (query without the common ones). */
export function endpointSchemas(document: OpenApiDocument, method: string, path: string): EndpointSchemas {
  const paths = document.paths as Record<string, Record<string, Schema>>;
  const operation = paths[path]?.[method.toLowerCase()];
  const shared = document.components.parameters as Record<string, Schema>;
  const parameters = ((operation?.parameters ?? []) as Schema[])
    .map((p) => (typeof p.$ref === 'string' ? shared[p.$ref.split('/').pop()!] ?? {} : p));
  const pick = (where: string) => Object.fromEntries(parameters.filter((p) => p.in === where).map((p) => [p.name as string, p.schema as Schema]));
  const requestBody = operation?.requestBody as { content?: Record<string, { schema?: Schema }> } | undefined;
  const content = requestBody?.content ?? {};
  return {
    path: pick('path'), query: pick('query'), body: content['application/json']?.schema,
    requiredQuery: parameters.filter((p) => p.in === 'query' && p.required === true).map((p) => p.name as string),
    fileTypes: Object.keys(content).filter((type) => type !== 'application/json' && type !== 'multipart/form-data'),
  };
}
