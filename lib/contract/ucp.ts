import { z } from 'zod';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from './limits';

/**
 * What the shop reads of UCP requests (ucp.dev 2026-04-08: checkout, cart, catalog; the
 * vendored schemas in lib/agents/ucp/schemas are the full shapes). Fields the shop does not use are
 * allowed and ignored, as the protocol's open objects want.
 */

/** Calls a client may make to the UCP endpoints per minute, counted per agent and per client address. */
export const UCP_LIMIT = { bucket: 'ucp', limit: 120, windowSeconds: 60 };

/** A request body stops here: line items of ids and quantities, a buyer, an address. */
export const UCP_MAX_BODY_BYTES = 64 * 1024;

const text = (max: number) => z.string().trim().max(max);

/**
 * The buyer's context (types/context.json) as catalog and cart read it: the delivery country prices the
 * answer in its market (the other signals are allowed and not used).
 */
const ucpContext = z.object({ address_country: z.string().trim().regex(/^[A-Za-z]{2}$/, { error: 'A two-letter country code' }).optional() });

const lineItemInput = z.object({
  item: z.object({ id: z.uuid() }),
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
});

const buyerInput = z.object({
  email: z.email().max(320).optional(),
  first_name: text(100).optional(),
  last_name: text(100).optional(),
  phone_number: text(50).optional(),
});

export const ucpPostalAddress = z.object({
  street_address: text(200).optional(),
  extended_address: text(200).optional(),
  address_locality: text(100).optional(),
  address_region: text(100).optional(),
  address_country: text(2).optional(),
  postal_code: text(20).optional(),
  first_name: text(100).optional(),
  last_name: text(100).optional(),
  phone_number: text(50).optional(),
});

const instrumentInput = z.object({
  id: text(100),
  handler_id: text(100),
  type: text(100),
  selected: z.boolean().optional(),
  billing_address: ucpPostalAddress.optional(),
});

const paymentInput = z.object({ instruments: z.array(instrumentInput).max(10).optional() });

/** A shipping destination as the fulfillment extension sends it (types/shipping_destination.json): an address with an optional id. */
const destinationInput = ucpPostalAddress.extend({ id: text(100).optional() });

/**
 * The fulfillment extension (dev.ucp.shopping.fulfillment): the shop offers one method, shipping, for all
 * lines, to one destination, in one group whose options are the shop's shipping methods.
 */
const fulfillmentInput = z.object({
  methods: z.array(z.object({
    id: text(100).optional(),
    type: z.literal('shipping', { error: 'The shop offers only shipping' }),
    line_item_ids: z.array(text(100)).max(MAX_CART_LINES).optional(),
    destinations: z.array(destinationInput).max(1, { error: 'The shop ships to one destination per order' }).optional(),
    selected_destination_id: text(100).nullable().optional(),
    groups: z.array(z.object({ id: text(100).optional(), selected_option_id: text(100).nullable().optional() })).max(1).optional(),
  })).max(1, { error: 'The shop offers one fulfillment method per order' }).optional(),
});

/** The discount extension's input (discount.json#/$defs/discounts_object), for checkout and cart alike. */
const discountsInput = z.object({ codes: z.array(text(100)).max(10).optional() });

/** Create and update: the whole session the agent wants (PUT replaces), line items by product id. */
export const ucpCheckoutInput = z.object({
  line_items: z.array(lineItemInput).min(1).max(MAX_CART_LINES),
  buyer: buyerInput.optional(),
  payment: paymentInput.optional(),
  /** The discount extension: the codes to apply (a cart takes one coupon; PUT without codes removes it). */
  discounts: discountsInput.optional(),
  /** Where the goods go and how: without it they go to the billing address by the shop's default method. */
  fulfillment: fulfillmentInput.optional(),
});

/**
 * Create Checkout also takes a UCP cart's id (cart.json#/$defs/checkout): the checkout is then made from
 * the cart's lines, buyer and discount code, and its own `line_items` may be empty (they are ignored).
 */
export const ucpCheckoutCreateInput = ucpCheckoutInput.extend({
  line_items: z.array(lineItemInput).max(MAX_CART_LINES),
  cart_id: text(200).min(1).optional(),
}).refine((input) => input.line_items.length > 0 || input.cart_id !== undefined, { error: 'Add at least one line item, or name a cart_id', path: ['line_items'] });

/**
 * A UCP cart (dev.ucp.shopping.cart with the discount extension): the whole cart (PUT replaces) with line
 * items by product id, the buyer, the context whose `address_country` prices it in that country's market,
 * and discount codes. An update may empty the cart.
 */
export const ucpCartInput = z.object({
  line_items: z.array(lineItemInput).max(MAX_CART_LINES),
  buyer: buyerInput.optional(),
  context: ucpContext.optional(),
  discounts: discountsInput.optional(),
});

/** Create Cart: at least one line. */
export const ucpCartCreateInput = ucpCartInput.extend({ line_items: z.array(lineItemInput).min(1).max(MAX_CART_LINES) });

/** Complete: the payment to place the order with. */
export const ucpCompleteInput = z.object({ payment: paymentInput.required({ instruments: true }) });

export type UcpCheckoutInput = z.infer<typeof ucpCheckoutInput>;
export type UcpCompleteInput = z.infer<typeof ucpCompleteInput>;
export type UcpCheckoutCreateInput = z.infer<typeof ucpCheckoutCreateInput>;
export type UcpCartInput = z.infer<typeof ucpCartInput>;
export type UcpPostalAddress = z.infer<typeof ucpPostalAddress>;
export type UcpFulfillmentInput = z.infer<typeof fulfillmentInput>;
export type UcpDestination = z.infer<typeof destinationInput>;

/** Products a catalog search answers per page at most (a larger `limit` is clamped, as the spec allows). */
export const UCP_CATALOG_PAGE_MAX = 50;
/** Identifiers one catalog lookup takes; more is refused (400 `request_too_large`, as the spec asks). */
export const UCP_LOOKUP_MAX_IDS = 50;

/** Search filters (types/search_filters.json): the shop's category ids, and prices in minor units of the currency of `context.address_country`'s market (the shop's without it). */
const catalogFilters = z.object({
  categories: z.array(z.uuid({ error: 'A category id of the shop' })).max(50).optional(),
  price: z.object({ min: z.number().int().min(0).optional(), max: z.number().int().min(0).optional() }).optional(),
});

/** Catalog search (catalog_search.json#/$defs/search_request): a query and/or filters, a page by cursor. */
export const ucpCatalogSearchInput = z.object({
  query: text(200).optional(),
  filters: catalogFilters.optional(),
  context: ucpContext.optional(),
  pagination: z.object({ cursor: text(100).optional(), limit: z.number().int().min(1).optional() }).optional(),
}).refine((input) => Boolean(input.query) || Boolean(input.filters?.categories?.length || input.filters?.price), {
  error: 'Search with a query or filters', path: ['query'],
});

/** Catalog lookup (catalog_lookup.json#/$defs/lookup_request): product or variant ids. */
export const ucpCatalogLookupInput = z.object({
  ids: z.array(text(100)).min(1),
  context: ucpContext.optional(),
});

export type UcpCatalogSearchInput = z.infer<typeof ucpCatalogSearchInput>;
export type UcpCatalogLookupInput = z.infer<typeof ucpCatalogLookupInput>;

/** Get Product (catalog_lookup.json#/$defs/get_product_request): one product or variant id, with the options chosen so far. */
export const ucpCatalogProductInput = z.object({
  id: text(100),
  selected: z.array(z.object({ name: text(200), label: text(200) })).max(20).optional(),
  preferences: z.array(text(200)).max(20).optional(),
  context: ucpContext.optional(),
});

export type UcpCatalogProductInput = z.infer<typeof ucpCatalogProductInput>;
