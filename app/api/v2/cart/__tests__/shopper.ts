import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { paymentMethods, productTranslations, products, shippingMethods, shops } from '@/lib/db/schema';
import { DEMO } from '@/lib/db/seed/demo';
import { callRoute, type RouteResult } from '@/lib/testing/call-route';
import { POST as setBilling } from '../billing-address/route';
import { POST as setPaymentMethod } from '../payment-method/route';
import { GET as getCart, POST as addToCart } from '../route';
import { POST as setShippingMethod } from '../shipping-method/route';

type Handler = Parameters<typeof callRoute>[0];

let nextAddress = 10;

/**
 * A browser in the tests: keeps the cookies the API sets (cart, CSRF), sends the x-csrf-token it was
 * handed, and has its own client address so that rate limits of one test do not reach another.
 */
export class Shopper {
  cookies: Record<string, string> = {};
  csrfToken = '';
  readonly ip: string;

  constructor(readonly shop: string = DEMO.shops.demo.slug, ip?: string) {
    this.ip = ip ?? `198.18.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;
  }

  /** Calls a route as this browser; `csrf: false` leaves the CSRF header out. */
  async call<T = unknown>(handler: Handler, call: { method?: string; path: string; params?: Record<string, string>; body?: unknown; csrf?: boolean; headers?: Record<string, string> }): Promise<RouteResult<T>> {
    const separator = call.path.includes('?') ? '&' : '?';
    const headers: Record<string, string> = { 'x-forwarded-for': this.ip, ...call.headers };
    if (call.csrf !== false && this.csrfToken) headers['x-csrf-token'] = this.csrfToken;
    const result = await callRoute<T>(handler, {
      method: call.method ?? 'GET', url: `${call.path}${separator}shop=${this.shop}`, params: call.params, body: call.body,
      cookies: { ...this.cookies }, headers,
    });
    for (const [name, value] of Object.entries(result.setCookies)) {
      if (value === '') delete this.cookies[name];
      else this.cookies[name] = value;
    }
    const token = result.headers.get('x-csrf-token');
    if (token) this.csrfToken = token;
    return result;
  }

  /** Opens the shop once, as a browser would, to receive its CSRF cookie and token. */
  async start(): Promise<this> {
    await this.call(getCart, { path: '/api/v2/cart' });
    return this;
  }
}

/** The id of a product of a demo shop by SKU. */
export async function productIdBySku(sku: string, shopSlug: string = DEMO.shops.demo.slug): Promise<string> {
  const db = await getDb();
  const [row] = await db.select({ id: products.id }).from(products).innerJoin(shops, eq(shops.id, products.shopId))
    .where(and(eq(shops.slug, shopSlug), eq(products.sku, sku)));
  if (!row) throw new Error(`no product ${sku} in ${shopSlug}`);
  return row.id;
}

/** The id of the black M variation of the featured T-shirt. */
export async function teeVariationId(shopSlug: string = DEMO.shops.demo.slug): Promise<string> {
  const db = await getDb();
  const [row] = await db.select({ id: productTranslations.productId }).from(productTranslations)
    .innerJoin(shops, eq(shops.id, productTranslations.shopId))
    .where(and(eq(shops.slug, shopSlug), eq(productTranslations.locale, 'en'), eq(productTranslations.slug, DEMO.products.master.variationSlug.en)));
  if (!row) throw new Error('no T-shirt variation');
  return row.id;
}

/** A valid address in Germany, one of the demo shop's countries. */
export function address(overrides: Record<string, string> = {}) {
  return {
    firstName: 'Erika', lastName: 'Mustermann', street: 'Hauptstraße 1', postalCode: '10115', city: 'Berlin',
    countryCode: 'DE', emailAddress: 'erika@example.test', ...overrides,
  };
}

/** Ids of a demo shop's payment methods by kind, and of its standard and express shipping. */
export async function checkoutMethodIds(shopSlug: string = DEMO.shops.demo.slug): Promise<Record<string, string>> {
  const db = await getDb();
  const [shop] = await db.select({ id: shops.id }).from(shops).where(eq(shops.slug, shopSlug));
  const payment = await db.select({ id: paymentMethods.id, kind: paymentMethods.kind }).from(paymentMethods).where(eq(paymentMethods.shopId, shop!.id));
  const shipping = await db.select({ id: shippingMethods.id, price: shippingMethods.priceAmount }).from(shippingMethods).where(eq(shippingMethods.shopId, shop!.id));
  return {
    ...Object.fromEntries(payment.map((m) => [m.kind, m.id])),
    standard: shipping.find((m) => m.price === DEMO.shipping.standard.priceAmount)!.id,
    express: shipping.find((m) => m.price === DEMO.shipping.express.priceAmount)!.id,
  };
}

/** A new browser whose cart holds a product; fails the test when adding does not work. */
export async function shopperWith(productId: string, quantity = 1, shopper?: Shopper): Promise<Shopper> {
  const browser = shopper ?? await new Shopper().start();
  const response = await browser.call(addToCart, { method: 'POST', path: '/api/v2/cart', body: { productId, quantity } });
  if (response.status !== 200) throw new Error(`adding to the cart answered ${response.status}: ${response.text}`);
  return browser;
}

/** A browser whose cart is ready to order: a product, billing address, standard shipping and a payment method. */
export async function readyShopper(methods: Record<string, string>, paymentKind: string, productId: string, quantity = 1, shopper?: Shopper): Promise<Shopper> {
  const browser = await shopperWith(productId, quantity, shopper);
  const steps: [Handler, string, unknown][] = [
    [setBilling, '/api/v2/cart/billing-address', { billingAddress: address() }],
    [setShippingMethod, '/api/v2/cart/shipping-method', { shippingMethod: methods.standard }],
    [setPaymentMethod, '/api/v2/cart/payment-method', { paymentMethod: methods[paymentKind] }],
  ];
  for (const [handler, path, body] of steps) {
    const response = await browser.call(handler, { method: 'POST', path, body });
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${response.text}`);
  }
  return browser;
}
