import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult, ToolAnnotations } from '@modelcontextprotocol/sdk/types.js';
import { checkoutHandoverUrl } from '@/lib/agents/agent-files';
import { shopUrl } from '@/lib/agents/shop-url';
import { defaultSearchSort } from '@/lib/catalog/listing';
import { CART_WRITE_LIMIT, type CartPayload } from '@/lib/contract/cart';
import {
  addToCartInput, cartOutput, cartTokenOnly, checkoutUrlOutput, createCartInput, createCartOutput, getProductInput, getProductOutput,
  searchCatalogInput, searchCatalogOutput, updateCartInput, type AgentCart,
} from '@/lib/contract/mcp';
import { log } from '@/lib/log';
import { routes } from '@/lib/routing/links';
import { routingConfigFromEnv } from '@/lib/routing/resolve-request';
import { getCart } from '@/lib/server/cart/get-cart';
import { addToCart, updateLineItem } from '@/lib/server/cart/line-items';
import { writeCartIn } from '@/lib/server/cart/cart-write';
import { getProductPayload } from '@/lib/server/catalog/product-lookup';
import { BusinessRuleError, DomainError, NotFoundError } from '@/lib/server/errors';
import { searchInMarket } from '@/lib/server/markets/market-search';
import type { BrowserToken } from '@/lib/server/security/browser-token';
import { normalizeFilters } from '@/lib/server/search/filters';
import { searchCatalog } from '@/lib/server/search/search-products';
import type { Shop } from '@/lib/server/shop/types';
import { checkoutHandover } from './checkout-handover';

const ROUTING = routingConfigFromEnv(process.env);

/** The name and version the endpoint introduces itself with (the server's, not the protocol's). */
const SERVER_INFO = { name: 'vitrine-shop', version: '1.0.0' };

/** Reads change nothing and can be repeated; nothing reaches beyond this shop. */
const READ_ONLY: ToolAnnotations = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false };
const WRITES: ToolAnnotations = { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false };

export interface McpContext {
  shop: Shop;
  locale: string;
  /** Counts one call against a rate limit of the client (the API's cart-write limit for cart changes). */
  limit(rule: { bucket: string; limit: number; windowSeconds: number }): Promise<void>;
}

/**
 * A tool's answer: the structured content its output schema describes, and the same as JSON text for
 * clients that read only text. A service's refusal (not found, low stock, rate limited) is a tool error
 * the agent can read and act on; anything else is logged and named only as an internal error.
 */
async function answer(tool: string, run: () => Promise<Record<string, unknown>>): Promise<CallToolResult> {
  try {
    const content = await run();
    return { structuredContent: content, content: [{ type: 'text', text: JSON.stringify(content) }] };
  } catch (error) {
    if (!(error instanceof DomainError)) log.error({ err: error, tool }, 'MCP tool failed');
    const text = error instanceof DomainError ? `${error.code ?? `Status${error.status}`}: ${error.message}` : 'Internal error';
    return { isError: true, content: [{ type: 'text', text }] };
  }
}

/** A token an agent holds for its cart, as the cart services take a browser's: a cart it creates hands the token out here. */
function agentToken(value: string | undefined): BrowserToken & { created?: string } {
  const token: BrowserToken & { created?: string } = {
    value,
    replace: (created) => { token.created = created; },
    clear: () => {},
  };
  return token;
}

/**
 * One shop's MCP server (docs/api/agents.md, MCP): catalogue search and lookup, a cart the agent builds
 * and a checkout link for the shopper, over the same services as the API, so hidden products stay
 * hidden and prices, stock and limits are the storefront's. Built per request: the endpoint is stateless.
 */
export function createShopMcpServer({ shop, locale, limit }: McpContext): McpServer {
  const server = new McpServer(SERVER_INFO, {
    instructions: `The shop "${shop.title}". Search its catalogue, build a cart and give the shopper the checkout link to finish in their browser: payment and addresses are entered there, never here.`,
  });
  const url = (route: string) => shopUrl(shop, locale, route, ROUTING);
  const agentCart = (cart: CartPayload): AgentCart => ({
    cartId: cart.cartId, currency: cart.currency, totals: cart.totals, checkoutState: cart.checkoutState,
    lineItems: cart.lineItems.map((line) => ({
      lineItemId: line.lineItemId, productId: line.productId, quantity: line.quantity, sku: line.sku, name: line.name, price: line.price,
      singleItemPrice: line.singleItemPrice, variationString: line.variationString, available: line.available, url: url(routes.product(line.slug)),
    })),
  });
  /** The agent's open cart; a token that reaches none (unknown, handed over, ordered) is refused. */
  const openCart = async (cartToken: string) => {
    const cart = await getCart(shop, locale, cartToken);
    if (!cart.cartId) throw new NotFoundError('Cart not found: create_cart makes a new one');
    return cart;
  };

  server.registerTool('search_catalog', {
    title: 'Search the catalogue',
    description: 'Full-text product search with facet filters, as the shop\'s search page, priced in the market of `country`. Variation masters (isVariationMaster) are bought as one of their variations: get_product lists them.',
    inputSchema: searchCatalogInput, outputSchema: searchCatalogOutput, annotations: READ_ONLY,
  }, (input) => answer('search_catalog', async () => {
    // In the market of the country, as `POST /search` with `?country=`: the price filter in its currency, the prices too.
    const result = await searchInMarket(shop, locale, { country: input.country },
      (currency) => normalizeFilters(input.filters, currency, (index) => `filters.${index}`),
      (filters) => searchCatalog(shop, locale, {
        q: input.query, sort: input.sort ?? defaultSearchSort(shop.beyond), page: input.page, resultsPerPage: input.resultsPerPage, filters,
      }));
    return {
      products: result.products.map((card) => ({
        productId: card.productId, sku: card.sku, name: card.name, manufacturer: card.manufacturer, price: card.price,
        available: card.available, isVariationMaster: card.isVariationMaster, url: url(card.href),
      })),
      totalNumberOfProducts: result.totalNumberOfProducts, totalIsEstimate: result.totalIsEstimate, page: result.page, resultsPerPage: result.resultsPerPage,
    };
  }));

  server.registerTool('get_product', {
    title: 'Get a product',
    description: 'A product by id or slug: price, availability, description, bulk prices and, for a variation master, its variations with their attributes.',
    inputSchema: getProductInput, outputSchema: getProductOutput, annotations: READ_ONLY,
  }, ({ product }) => answer('get_product', async () => {
    const found = await getProductPayload(shop, locale, product);
    return {
      productId: found.productId, sku: found.sku, name: found.name, manufacturer: found.manufacturer, price: found.price,
      available: found.available, stockLevel: found.stockLevel, description: found.description, isVariationMaster: found.isVariationMaster,
      isVariationProduct: found.isVariationProduct, variationAttributes: found.variationAttributes, bulkPrices: found.bulkPrices,
      url: url(found.href),
      variations: found.variations.map((v) => ({ productId: v.productId, available: v.available, attributes: v.attributes })),
    };
  }));

  server.registerTool('create_cart', {
    title: 'Create a cart',
    description: 'Starts an empty cart in the market of `country` and answers its cartToken, which the other cart tools take.',
    inputSchema: createCartInput, outputSchema: createCartOutput, annotations: WRITES,
  }, ({ country }) => answer('create_cart', async () => {
    await limit(CART_WRITE_LIMIT);
    const token = agentToken(undefined);
    await writeCartIn(shop, locale, token, { create: true, country }, async () => undefined);
    if (!token.created) throw new Error('The new cart handed out no token');
    return { cartToken: token.created, cart: agentCart(await getCart(shop, locale, token.created)) };
  }));

  server.registerTool('get_cart', {
    title: 'Get the cart',
    description: 'The cart\'s lines and totals (prices include VAT; shipping is chosen at checkout).',
    inputSchema: cartTokenOnly, outputSchema: cartOutput, annotations: READ_ONLY,
  }, ({ cartToken }) => answer('get_cart', async () => ({ cart: agentCart(await openCart(cartToken)) })));

  server.registerTool('add_to_cart', {
    title: 'Add to the cart',
    description: 'Adds a quantity of a product (a simple product or a variation, not a variation master) to the cart.',
    inputSchema: addToCartInput, outputSchema: cartOutput, annotations: WRITES,
  }, ({ cartToken, productId, quantity }) => answer('add_to_cart', async () => {
    await limit(CART_WRITE_LIMIT);
    await openCart(cartToken);
    return { cart: agentCart(await addToCart(shop, locale, agentToken(cartToken), productId, quantity)) };
  }));

  server.registerTool('update_cart', {
    title: 'Change a line of the cart',
    description: 'Sets a line of the cart to a quantity; 0 removes the line.',
    inputSchema: updateCartInput, outputSchema: cartOutput,
    annotations: { ...WRITES, destructiveHint: true, idempotentHint: true },
  }, ({ cartToken, lineItemId, quantity }) => answer('update_cart', async () => {
    await limit(CART_WRITE_LIMIT);
    return { cart: agentCart(await updateLineItem(shop, locale, agentToken(cartToken), lineItemId, { quantity })) };
  }));

  server.registerTool('get_checkout_url', {
    title: 'Get the checkout link',
    description: 'A link for the shopper to open in their browser: the checkout with this cart, where they enter their address and pay. It works once; after it is opened the cart is the shopper\'s and this cartToken reaches it no more.',
    inputSchema: cartTokenOnly, outputSchema: checkoutUrlOutput, annotations: READ_ONLY,
  }, ({ cartToken }) => answer('get_checkout_url', async () => {
    const cart = await openCart(cartToken);
    if (cart.lineItems.length === 0) throw new BusinessRuleError('The cart is empty: add_to_cart first', 'CartEmpty');
    const { token, expiresAt } = await checkoutHandover(shop, cartToken);
    return { checkoutUrl: checkoutHandoverUrl(shop, token, ROUTING), expiresAt: expiresAt.toISOString() };
  }));

  return server;
}
