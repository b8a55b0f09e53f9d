import { and, eq, inArray } from 'drizzle-orm';
import { absoluteImageUrl, shopUrl } from '@/lib/agents/shop-url';
import { UCP_CATALOG_LOOKUP, UCP_CATALOG_SEARCH, UCP_VERSION } from '@/lib/agents/ucp/version';
import type { VariantRow } from '@/lib/agents/variant-row';
import { defaultSearchSort } from '@/lib/catalog/listing';
import { UCP_CATALOG_PAGE_MAX, UCP_LOOKUP_MAX_IDS, type UcpCatalogLookupInput, type UcpCatalogProductInput, type UcpCatalogSearchInput } from '@/lib/contract/ucp';
import { getDb } from '@/lib/db';
import { products } from '@/lib/db/schema';
import { routes } from '@/lib/routing/links';
import { routingConfigFromEnv } from '@/lib/routing/resolve-request';
import { isUuid } from '@/lib/schemas/ids';
import { listedCards } from '@/lib/server/catalog/list-products';
import type { ProductImage } from '@/lib/server/catalog/types';
import { DomainError } from '@/lib/server/errors';
import { primaryPriceRange } from '@/lib/server/markets/market-search';
import { noFilters } from '@/lib/server/search/filters';
import { searchCatalog } from '@/lib/server/search/search-products';
import type { UcpContext } from './ucp-cart-contents';
import { readVariantRows } from './variant-rows';

/**
 * The catalog capabilities (UCP 2026-04-08, dev.ucp.shopping.catalog.search and .lookup) on the shop's
 * search and its variant rows (lib/agents/variant-row.ts), so they say what the feeds and the Markdown
 * pages say. A product is a simple product or a variation master; its variants are what checkout takes
 * (`line_items[].item.id`): the simple product itself, or the master's visible variations. Hidden
 * products are never found. Prices are in the market of `context.address_country`, as the API prices
 * for a shopper's country; without one, in the shop's primary market.
 */

const ROUTING = routingConfigFromEnv(process.env);

/** The product-level facts of a result: the card a listing shows. */
interface ProductHead {
  productId: string;
  slug: string;
  name: string;
  image: ProductImage | null;
  rating?: { average: number; count: number };
}

/** A variant in the UCP shape, from one variant row priced in the request's market. */
function variantOf(row: VariantRow, price: { amount: number; currency: string }) {
  return {
    id: row.itemId, sku: row.id, title: row.title, description: { plain: row.description }, url: row.url,
    price, availability: { available: row.stockLevel > 0, status: row.stockLevel > 0 ? 'in_stock' : 'out_of_stock' },
    ...(row.gtin ? { barcodes: [{ type: 'GTIN', value: row.gtin }] } : {}),
    ...(row.options.length > 0 ? { options: row.options.map((option) => ({ name: option.name, label: option.value })) } : {}),
    ...(row.imageUrls.length > 0 ? { media: row.imageUrls.map((url) => ({ type: 'image', url })) } : {}),
  };
}

type UcpVariant = ReturnType<typeof variantOf>;

/** A product (types/product.json) with the given variants, its price range over all of its rows and its options. */
function productOf<V extends UcpVariant>(ctx: UcpContext, head: ProductHead, rows: VariantRow[], prices: Map<string, { amount: number; currency: string }>, variants: V[]) {
  const amounts = rows.map((row) => prices.get(row.itemId)!);
  const min = amounts.reduce((a, b) => (b.amount < a.amount ? b : a));
  const max = amounts.reduce((a, b) => (b.amount > a.amount ? b : a));
  const options = new Map<string, Set<string>>();
  for (const option of rows.flatMap((row) => row.options)) options.set(option.name, (options.get(option.name) ?? new Set()).add(option.value));
  return {
    id: head.productId, handle: head.slug, title: head.name, description: { plain: rows[0]!.description },
    url: shopUrl(ctx.shop, ctx.locale, routes.product(head.slug), ROUTING),
    price_range: { min, max },
    ...(head.image ? { media: [{ type: 'image', url: absoluteImageUrl(ctx.shop, head.image.url), alt_text: head.image.alt, width: head.image.width, height: head.image.height }] } : {}),
    ...(options.size > 0 ? { options: [...options].map(([name, values]) => ({ name, values: [...values].map((label) => ({ label })) })) } : {}),
    ...(rows[0]!.categoryPath.length > 0 ? { categories: [{ value: rows[0]!.categoryPath.join(' > '), taxonomy: 'merchant' }] } : {}),
    variants,
    ...(head.rating ? { rating: { value: head.rating.average, scale_max: 5, count: head.rating.count } } : {}),
  };
}

/** The variant rows of these products (simple products and masters), grouped by product, with their prices in the country's market. */
async function rowsOf(ctx: UcpContext, productIds: string[], country: string | undefined) {
  const rows: VariantRow[] = [];
  if (productIds.length > 0) for await (const row of readVariantRows(ctx.shop, ctx.locale, { productIds, country: country?.toUpperCase() })) rows.push(row);
  const prices = new Map(rows.map((row) => [row.itemId, row.price]));
  const byProduct = new Map<string, VariantRow[]>();
  for (const row of rows) byProduct.set(row.productId, [...(byProduct.get(row.productId) ?? []), row]);
  return { byProduct, prices };
}

const catalogUcp = (capability: string) => ({ version: UCP_VERSION, capabilities: { [capability]: [{ version: UCP_VERSION }] } });

/** The cursor of a result page: opaque to the agent, the page's number to us. */
const cursorOf = (page: number) => Buffer.from(`page:${page}`).toString('base64url');
function pageOf(cursor: string | undefined): number {
  if (!cursor) return 1;
  const match = /^page:(\d{1,6})$/.exec(Buffer.from(cursor, 'base64url').toString());
  if (!match || Number(match[1]) < 1) throw new DomainError('The cursor is not one this shop handed out', 400, 'invalid_cursor');
  return Number(match[1]);
}

/**
 * Search Catalog: the shop's search (the API's `POST /search`: full text, synonyms, near spellings,
 * pinned products) over the query, narrowed by category ids and a price range, one page per cursor.
 */
export async function searchUcpCatalog(ctx: UcpContext, input: UcpCatalogSearchInput) {
  const page = pageOf(input.pagination?.cursor);
  const limit = Math.min(input.pagination?.limit ?? 10, UCP_CATALOG_PAGE_MAX);
  const price = input.filters?.price;
  const country = input.context?.address_country?.toUpperCase();
  // The price filter is in the currency of the address country's market, as the answer's prices.
  const primaryPrice = await primaryPriceRange(ctx.shop, country, price ? { min: price.min ?? null, max: price.max ?? null } : null);
  const result = await searchCatalog(ctx.shop, ctx.locale, {
    q: input.query ?? '', sort: defaultSearchSort(ctx.shop.beyond), page, resultsPerPage: limit,
    filters: { ...noFilters(), categoryIds: input.filters?.categories ?? [], price: primaryPrice },
  });
  const { byProduct, prices } = await rowsOf(ctx, result.products.map((card) => card.productId), input.context?.address_country);
  const found = result.products.flatMap((card) => {
    const rows = byProduct.get(card.productId);
    return rows ? [productOf(ctx, card, rows, prices, rows.map((row) => variantOf(row, prices.get(row.itemId)!)))] : [];
  });
  // An estimated total (more than 1,000 matches) is a lower bound: a full page may have more after it.
  const hasNext = page * limit < result.totalNumberOfProducts || (result.totalIsEstimate && result.products.length === limit);
  return {
    ucp: catalogUcp(UCP_CATALOG_SEARCH),
    products: found,
    pagination: { has_next_page: hasNext, total_count: result.totalNumberOfProducts, ...(hasNext ? { cursor: cursorOf(page + 1) } : {}) },
  };
}

/**
 * Lookup Catalog: products by product id (answered with their featured variant: the first in stock, else
 * the first) or variant id (with that variant, `exact`); each product once, whatever ids name it.
 * Identifiers that name nothing shoppers can see are `not_found` infos.
 */
/** The products (simple or master) that ids of products or variations name in this shop, with their cards and variant rows. */
async function resolveIds(ctx: UcpContext, ids: string[], country: string | undefined) {
  const uuids = ids.filter(isUuid);
  const db = await getDb();
  const named = uuids.length === 0 ? [] : await db.select({ id: products.id, masterId: products.variationMasterId }).from(products)
    .where(and(eq(products.shopId, ctx.shop.id), inArray(products.id, uuids)));
  const productIdOf = new Map(named.map((row) => [row.id, row.masterId ?? row.id]));
  const productIds = [...new Set(productIdOf.values())];
  const [cards, { byProduct, prices }] = await Promise.all([listedCards(db, ctx.shop, ctx.locale, productIds), rowsOf(ctx, productIds, country)]);
  return { productIdOf, cards, byProduct, prices };
}

export async function lookupUcpCatalog(ctx: UcpContext, input: UcpCatalogLookupInput) {
  const ids = [...new Set(input.ids)];
  if (ids.length > UCP_LOOKUP_MAX_IDS) throw new DomainError(`At most ${UCP_LOOKUP_MAX_IDS} identifiers per lookup`, 400, 'request_too_large');
  const { productIdOf, cards, byProduct, prices } = await resolveIds(ctx, ids, input.context?.address_country);
  const chosen = new Map<string, Map<string, { id: string; match: 'exact' | 'featured' }[]>>();
  const notFound: string[] = [];
  for (const id of ids) {
    const productId = productIdOf.get(id);
    const rows = productId ? byProduct.get(productId) : undefined;
    const row = rows && (id === productId ? rows.find((candidate) => candidate.stockLevel > 0) ?? rows[0] : rows.find((candidate) => candidate.itemId === id));
    if (!productId || !row || !cards.some((card) => card.productId === productId)) {
      notFound.push(id);
      continue;
    }
    const variants = chosen.get(productId) ?? new Map();
    variants.set(row.itemId, [...(variants.get(row.itemId) ?? []), { id, match: id === row.itemId ? 'exact' : 'featured' }]);
    chosen.set(productId, variants);
  }
  const found = cards.filter((card) => chosen.has(card.productId)).map((card) => {
    const rows = byProduct.get(card.productId)!;
    const variants = [...chosen.get(card.productId)!].map(([itemId, inputs]) => ({ ...variantOf(rows.find((row) => row.itemId === itemId)!, prices.get(itemId)!), inputs }));
    return productOf(ctx, card, rows, prices, variants);
  });
  return {
    ucp: catalogUcp(UCP_CATALOG_LOOKUP),
    products: found,
    ...(notFound.length > 0 ? { messages: notFound.map((id) => ({ type: 'info' as const, code: 'not_found', content: id })) } : {}),
  };
}

type Selection = { name: string; label: string }[];
const matches = (row: VariantRow, selection: Selection) => selection.every((chosen) => row.options.some((o) => o.name === chosen.name && o.value === chosen.label));

/**
 * Get Product: one product with its options and the variants that fit the options chosen so far
 * (`selected`; a variant id chooses its own). When none fits, choices are dropped from the end of
 * `preferences` (else of `selected`) until some variant does. Each option value says whether a variant
 * with it exists, and is in stock, given the other choices. An id that names nothing shoppers can see is
 * the `not_found` error the spec answers with status 200.
 */
export async function getUcpProduct(ctx: UcpContext, input: UcpCatalogProductInput) {
  const { productIdOf, cards, byProduct, prices } = await resolveIds(ctx, [input.id], input.context?.address_country);
  const productId = productIdOf.get(input.id);
  const rows = productId ? byProduct.get(productId) : undefined;
  const card = cards.find((candidate) => candidate.productId === productId);
  const exact = rows?.find((row) => row.itemId === input.id && input.id !== productId);
  if (!rows || !card || (input.id !== productId && !exact)) {
    return { ucp: { ...catalogUcp(UCP_CATALOG_LOOKUP), status: 'error' as const }, messages: [{ type: 'error' as const, code: 'not_found', severity: 'recoverable' as const, content: `No product ${input.id}` }] };
  }
  let selected: Selection = exact ? exact.options.map((o) => ({ name: o.name, label: o.value })) : [...(input.selected ?? [])];
  const order = input.preferences ?? selected.map((chosen) => chosen.name);
  for (let i = order.length - 1; i >= 0 && !rows.some((row) => matches(row, selected)); i -= 1) selected = selected.filter((chosen) => chosen.name !== order[i]);
  if (!rows.some((row) => matches(row, selected))) selected = [];
  const fitting = rows.filter((row) => matches(row, selected));
  const featured = exact ?? fitting.find((row) => row.stockLevel > 0) ?? fitting[0]!;
  const variants = [featured, ...fitting.filter((row) => row !== featured)].map((row) => variantOf(row, prices.get(row.itemId)!));
  const product = productOf(ctx, card, rows, prices, variants);
  const names = [...new Set(rows.flatMap((row) => row.options.map((o) => o.name)))];
  const options = names.map((name) => {
    const others = selected.filter((chosen) => chosen.name !== name);
    const labels = [...new Set(rows.flatMap((row) => row.options.filter((o) => o.name === name).map((o) => o.value)))];
    return {
      name,
      values: labels.map((label) => {
        const with_ = rows.filter((row) => matches(row, [...others, { name, label }]));
        return { label, exists: with_.length > 0, available: with_.some((row) => row.stockLevel > 0) };
      }),
    };
  });
  return { ucp: catalogUcp(UCP_CATALOG_LOOKUP), product: { ...product, ...(options.length > 0 ? { options, selected } : {}) } };
}
