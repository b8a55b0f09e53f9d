import { z } from 'zod';
import { addToCartBodySchema, cartLineItemSchema, cartSchema } from './cart';
import { guidParams, productCardSchema, productDetailSchema, resultsPerPageParam } from './catalog';
import { commonQuerySchema, pageParam } from './common';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from './limits';
import { searchBodySchema, searchResultSchema } from './search';

/**
 * The tools of a shop's MCP endpoint (`/api/mcp`, docs/api/agents.md): their inputs and structured
 * outputs, taken from the API's own schemas so that an agent and the storefront's client are held to
 * the same rules. Not an `/api/v2` endpoint: JSON-RPC over MCP's Streamable HTTP transport.
 */

/**
 * Every call to the endpoint, per client: the cart writes' allowance (a tool call is one request);
 * cart tools count against the API's cart-write limit as well, searches against the search gate's.
 */
export const MCP_LIMIT = { bucket: 'mcp', limit: 120, windowSeconds: 60 };

/** How long a checkout link an agent hands the shopper stays good, unless opened before. */
export const CHECKOUT_HANDOVER_SECONDS = 24 * 60 * 60;

const searchBody = searchBodySchema.shape;

/** A secret the agent keeps for the cart it built: create_cart answers it, the other cart tools take it. */
const cartTokenInput = z.string().min(20).max(200).describe('The cartToken create_cart answered. Keep it to this conversation: it is the key to the cart.');

/** The shopper's delivery country, which names the market prices are in. */
const countryInput = commonQuerySchema.shape.country;

export const searchCatalogInput = {
  query: searchBody.query.describe('Words to search for in product names, descriptions and attributes; empty lists every product.'),
  filters: searchBody.filters.describe('Facet filters as the search answers them: { id, value } (e.g. CategoryID, Manufacturer, PreDefString_Colour) or { id: "ListPrice", min, max }.'),
  sort: searchBody.sort,
  page: pageParam,
  resultsPerPage: resultsPerPageParam,
  country: countryInput.describe('The shopper\'s delivery country (ISO 3166-1 alpha-2, upper case: "CH"): prices, and a ListPrice filter, in its market\'s currency, as the shop\'s search prices for that country; without it the shop\'s primary market.'),
};

/** A product as agents see it in lists: the API's tile without its pictures' details, with its page's absolute address. */
export const agentProductCardSchema = productCardSchema.pick({
  productId: true, sku: true, name: true, manufacturer: true, price: true, available: true, isVariationMaster: true,
}).extend({ url: z.url().describe('The product page, for the shopper to open') });

export const searchCatalogOutput = {
  products: z.array(agentProductCardSchema),
  totalNumberOfProducts: searchResultSchema.shape.totalNumberOfProducts,
  totalIsEstimate: searchResultSchema.shape.totalIsEstimate,
  page: z.number().int().positive(),
  resultsPerPage: z.number().int().positive(),
};

export const getProductInput = {
  product: guidParams.shape.guid.describe('A productId from search_catalog, or the product\'s slug'),
};

export const getProductOutput = productDetailSchema.pick({
  productId: true, sku: true, name: true, manufacturer: true, price: true, available: true, stockLevel: true,
  description: true, isVariationMaster: true, isVariationProduct: true, variationAttributes: true, bulkPrices: true,
}).extend({
  url: z.url(),
  /** A master's variations: what add_to_cart takes (a master itself cannot be bought). */
  variations: z.array(z.object({
    productId: z.uuid(), available: z.boolean(), attributes: z.array(z.object({ name: z.string(), value: z.string() })),
  })),
}).shape;

/** The cart as an agent sees it: lines and totals, never the shopper's addresses, e-mail or payment. */
export const agentCartSchema = cartSchema.pick({ cartId: true, currency: true, totals: true, checkoutState: true }).extend({
  lineItems: z.array(cartLineItemSchema.pick({
    lineItemId: true, productId: true, quantity: true, sku: true, name: true, price: true, singleItemPrice: true,
    variationString: true, available: true,
  }).extend({ url: z.url() })).max(MAX_CART_LINES),
});
export type AgentCart = z.infer<typeof agentCartSchema>;

export const cartTokenOnly = { cartToken: cartTokenInput };

export const createCartInput = {
  country: countryInput.describe('The shopper\'s delivery country (ISO 3166-1 alpha-2, upper case: "CH"): the cart is priced in its market\'s currency, as search_catalog with the same country; without it the shop\'s primary market. The checkout link keeps it, and the shopper\'s address there may move the cart to another market.'),
};

export const createCartOutput = { cartToken: z.string(), cart: agentCartSchema };

export const cartOutput = { cart: agentCartSchema };

const addBody = addToCartBodySchema.shape;

export const addToCartInput = {
  cartToken: cartTokenInput,
  productId: addBody.productId.describe('A simple product or a variation (not a variation master): productId from search_catalog or get_product'),
  quantity: addBody.quantity,
};

export const updateCartInput = {
  cartToken: cartTokenInput,
  lineItemId: z.uuid().describe('The lineItemId of a line of the cart'),
  quantity: z.number().int().min(0).max(MAX_LINE_QUANTITY).describe('The line\'s new quantity; 0 removes the line'),
};

export const checkoutUrlOutput = {
  checkoutUrl: z.url().describe('Give this link to the shopper: it opens the checkout with this cart in their browser, once'),
  expiresAt: z.iso.datetime(),
};
