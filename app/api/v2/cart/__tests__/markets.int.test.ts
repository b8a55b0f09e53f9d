import { and, eq } from 'drizzle-orm';
import type { CartPayload } from '@/lib/contract/cart';
import type { PlacedOrderPayload } from '@/lib/contract/checkout';
import type { ProductDetailPayload, productListSchema } from '@/lib/contract/catalog';
import type { z } from 'zod';
import type { OrderPayload } from '@/lib/contract/orders';
import type { SearchResultPayload } from '@/lib/contract/search';
import type { DatabaseHandle } from '@/lib/db/client';
import { mailOutbox, marketPrices, markets, orderLineItems, orders, taxRates } from '@/lib/db/schema';
import { DEMO } from '@/lib/db/seed/demo';
import { convertAmount } from '@/lib/pricing/conversion';
import { includedTax, netOfGross } from '@/lib/pricing/tax';
import { callRoute } from '@/lib/testing/call-route';
import { createSeededTestDatabase } from '@/lib/testing/seeded-database';
import { GET as getProduct } from '../../products/[guid]/route';
import { GET as listProducts } from '../../products/route';
import { GET as search } from '../../search/route';
import { GET as chooseCountry } from '../../market/route';
import { GET as getOrder } from '../../orders/[id]/route';
import { POST as setBilling } from '../billing-address/route';
import { POST as setPaymentMethod } from '../payment-method/route';
import { POST as placeOrder } from '../place-order/route';
import { GET as getCart, POST as addToCart } from '../route';
import { POST as setShipping } from '../shipping-address/route';
import { POST as setShippingMethod } from '../shipping-method/route';
import { Shopper, address, checkoutMethodIds, productIdBySku } from './shopper';

type Answer = CartPayload & { message: string; code?: string };

let handle: DatabaseHandle;
let mug: string;
let methods: Record<string, string>;
const { ch, uk } = DEMO.markets;

beforeAll(async () => {
  handle = await createSeededTestDatabase();
  mug = await productIdBySku(DEMO.products.mug.sku);
  methods = await checkoutMethodIds();
});
afterAll(() => handle.close());

const add = (shopper: Shopper, productId: string, quantity: number, country?: string) =>
  shopper.call<Answer>(addToCart, { method: 'POST', path: `/api/v2/cart${country ? `?country=${country}` : ''}`, body: { productId, quantity } });
const cartIn = (shopper: Shopper, country?: string) => shopper.call<Answer>(getCart, { path: `/api/v2/cart${country ? `?country=${country}` : ''}` });
const post = (shopper: Shopper, handler: Parameters<Shopper['call']>[0], path: string, body: unknown) => shopper.call<Answer>(handler, { method: 'POST', path, body });

describe('the catalogue in a market', () => {
  const product = (country: string) =>
    callRoute<ProductDetailPayload>(getProduct, { url: `/api/v2/products/${mug}?shop=demo${country}`, params: { guid: mug } });

  it('answers prices in the country\'s currency: the price list, bulk prices converted', async () => {
    const swiss = await product('&country=CH');
    expect(swiss.json.price).toMatchObject({ amount: ch.prices.mug, currency: 'CHF' });
    expect(swiss.json.bulkPrices.map((tier) => tier.price)).toEqual([
      expect.objectContaining({ amount: 1390, currency: 'CHF' }), expect.objectContaining({ amount: 1290, currency: 'CHF' }),
    ]);
    const primary = await product('');
    expect(primary.json.price).toMatchObject({ amount: DEMO.products.mug.priceAmount, currency: 'EUR' });
    expect((await product('&country=AT')).json.price).toEqual(primary.json.price);
  });

  it('prices lists and search results for the country', async () => {
    const list = await callRoute<z.infer<typeof productListSchema>>(listProducts, { url: '/api/v2/products?shop=demo&country=GB' });
    expect(list.status).toBe(200);
    expect(list.json.products.length).toBeGreaterThan(0);
    expect(list.json.products.every((card) => card.price.currency === 'GBP')).toBe(true);
    const found = await callRoute<SearchResultPayload>(search, { url: '/api/v2/search?shop=demo&q=mug&country=CH' });
    expect(found.json.products.find((card) => card.productId === mug)?.price).toMatchObject({ amount: ch.prices.mug, currency: 'CHF' });
    expect((await callRoute(listProducts, { url: '/api/v2/products?shop=demo&country=gb' })).status).toBe(400);
  });
});

describe('the storefront\'s country choice', () => {
  it('remembers the country and its market in cookies, moves the cart and goes back to the page', async () => {
    const shopper = await new Shopper().start();
    await add(shopper, mug, 1);
    const chosen = await shopper.call(chooseCountry, { path: '/api/v2/market?country=CH', headers: { referer: 'http://localhost:3000/p/mug?x=1' } });
    expect(chosen.status).toBe(303);
    expect(chosen.headers.get('location')).toBe('/p/mug?x=1');
    expect(shopper.cookies).toMatchObject({ 'vitrine-country': 'CH', 'vitrine-market': 'ch' });
    expect((await cartIn(shopper)).json.market).toMatchObject({ code: 'ch', currency: 'CHF' });
    // The API prices catalogue answers for the chosen country without a `country` parameter.
    const product = await shopper.call<ProductDetailPayload>(getProduct, { path: `/api/v2/products/${mug}`, params: { guid: mug } });
    expect(product.json.price).toMatchObject({ amount: ch.prices.mug, currency: 'CHF' });

    const primary = await shopper.call(chooseCountry, { path: '/api/v2/market?country=DE', headers: { referer: 'https://elsewhere.example/' } });
    expect(primary.headers.get('location')).toBe('/');
    expect(shopper.cookies['vitrine-market']).toBeUndefined();
    expect(shopper.cookies['vitrine-country']).toBe('DE');
  });

  it('goes back to the page on whatever host the shopper used, and never off the site', async () => {
    const shopper = await new Shopper().start();
    const back = async (headers: Record<string, string>) =>
      (await shopper.call(chooseCountry, { path: '/api/v2/market?country=CH', headers })).headers.get('location');
    // The server's own hostname is localhost: the shopper's host is the one to compare with.
    expect(await back({ host: '127.0.0.1:3300', referer: 'http://127.0.0.1:3300/p/handmade-stoneware-mug' })).toBe('/p/handmade-stoneware-mug');
    expect(await back({ host: 'shop.example.com', referer: 'https://shop.example.com/de/c/clothing?sort=price' })).toBe('/de/c/clothing?sort=price');
    expect(await back({ host: 'shop.example.com', referer: 'https://shop.example.com//elsewhere.example/' })).toBe('/');
    expect(await back({ host: 'shop.example.com', 'x-forwarded-host': 'elsewhere.example', referer: 'https://elsewhere.example/p/mug' })).toBe('/');
  });

  it('starts a new cart in the chosen country, and refuses a country the shop does not deliver to', async () => {
    const shopper = await new Shopper().start();
    await shopper.call(chooseCountry, { path: '/api/v2/market?country=GB' });
    expect((await add(shopper, mug, 1)).json.market).toMatchObject({ code: 'uk', currency: 'GBP' });
    expect((await shopper.call(chooseCountry, { path: '/api/v2/market?country=JP' })).status).toBe(422);
    expect((await shopper.call(chooseCountry, { path: '/api/v2/market?country=jp' })).status).toBe(400);
  });
});

describe('a cart in a market', () => {
  it('is priced in the country\'s market: its price list, its currency, its tax', async () => {
    const shopper = await new Shopper().start();
    const answer = await add(shopper, mug, 2, 'CH');
    expect(answer.status).toBe(200);
    expect(answer.json.currency).toBe('CHF');
    expect(answer.json.market).toMatchObject({ code: 'ch', country: 'CH', currency: 'CHF', reverseCharge: false, repriced: false });
    expect(answer.json.lineItems[0]!.singleItemPrice).toMatchObject({ amount: ch.prices.mug, currency: 'CHF' });
    expect(answer.json.totals.subtotal.amount).toBe(2 * ch.prices.mug);
    expect(answer.json.totals.taxRateBasisPoints).toBe(810);
    expect(answer.json.totals.tax.amount).toBe(includedTax(2 * ch.prices.mug, 810));
    // Every price object names its currency.
    expect(answer.json.shippingEstimate?.shipping).toMatchObject({ amount: ch.shipping.standard.priceAmount, currency: 'CHF' });
  });

  it('converts what the price list does not name at the market\'s rate and rounding, bulk prices too', async () => {
    const shopper = await new Shopper().start();
    // The mug leaves the Swiss price list for this test.
    await handle.db.delete(marketPrices).where(eq(marketPrices.productId, mug));
    try {
      const answer = await add(shopper, mug, 5, 'CH');
      const conversion = { fromCurrency: 'EUR', toCurrency: 'CHF', rateMillionths: ch.exchangeRateMillionths, rounding: ch.rounding };
      expect(answer.json.lineItems[0]!.singleItemPrice.amount).toBe(convertAmount(DEMO.products.mug.bulkPrices[0]!.priceAmount, conversion));
      expect(answer.json.lineItems[0]!.singleItemPrice.amount).toBe(1390); // 13.07 CHF up to the next .90
      expect(answer.json.lineItems[0]!.price.amount).toBe(5 * 1390);
      expect(convertAmount(DEMO.products.mug.priceAmount, conversion)).toBe(1490); // 14.01 CHF up to 14.90
    } finally {
      const [chMarket] = await handle.db.select({ id: markets.id, shopId: markets.shopId }).from(markets).where(eq(markets.code, 'ch'));
      await handle.db.insert(marketPrices).values({ marketId: chMarket!.id, shopId: chMarket!.shopId, productId: mug, priceAmount: ch.prices.mug });
    }
  });

  it('is re-priced when the country changes to another market, and the answer says so once', async () => {
    const shopper = await new Shopper().start();
    await add(shopper, mug, 1, 'DE');
    const moved = await cartIn(shopper, 'GB');
    expect(moved.status).toBe(200);
    expect(moved.json.market).toMatchObject({ code: 'uk', country: 'GB', currency: 'GBP', repriced: true });
    expect(moved.json.lineItems[0]!.price).toMatchObject({ amount: uk.prices.mug, currency: 'GBP' });
    expect(moved.json.totals.tax.amount).toBe(includedTax(uk.prices.mug, 2000));
    const again = await cartIn(shopper);
    expect(again.json.market).toMatchObject({ code: 'uk', repriced: false });
    expect(again.json.totals.grandTotal.currency).toBe('GBP');
  });

  it('moves to the delivery address\'s country in checkout', async () => {
    const shopper = await new Shopper().start();
    await add(shopper, mug, 1);
    const billing = await post(shopper, setBilling, '/api/v2/cart/billing-address', { billingAddress: address() });
    expect(billing.json.market).toMatchObject({ code: 'eu', country: 'DE', currency: 'EUR', repriced: true });
    expect(billing.json.totals.grandTotal.amount).toBe(DEMO.products.mug.priceAmount);
    const shipping = await post(shopper, setShipping, '/api/v2/cart/shipping-address', {
      shippingAddress: address({ city: 'Zürich', postalCode: '8001', countryCode: 'CH' }),
    });
    expect(shipping.json.market).toMatchObject({ code: 'ch', country: 'CH', currency: 'CHF', repriced: true });
    expect(shipping.json.totals.grandTotal).toMatchObject({ amount: ch.prices.mug, currency: 'CHF' });
  });

  it('keeps the primary market exactly as before when no country is named', async () => {
    const shopper = await new Shopper().start();
    const answer = await add(shopper, mug, 3);
    expect(answer.json.market).toMatchObject({ code: 'eu', country: null, currency: 'EUR' });
    expect(answer.json.totals).toMatchObject({ subtotal: { amount: 4470 }, tax: { amount: includedTax(4470, 1900) }, taxRateBasisPoints: 1900 });
  });

  it('refuses a malformed country with 400', async () => {
    const shopper = await new Shopper().start();
    expect((await cartIn(shopper, 'ch')).status).toBe(400);
    expect((await cartIn(shopper, 'CHE')).status).toBe(400);
  });
});

describe('an order in a market', () => {
  async function placeIn(shopper: Shopper, billingAddress: Record<string, string>) {
    const billing = await post(shopper, setBilling, '/api/v2/cart/billing-address', { billingAddress });
    expect(billing.status).toBe(200);
    await post(shopper, setShippingMethod, '/api/v2/cart/shipping-method', { shippingMethod: methods.standard });
    await post(shopper, setPaymentMethod, '/api/v2/cart/payment-method', { paymentMethod: methods.invoice });
    const placed = await shopper.call<PlacedOrderPayload>(placeOrder, { method: 'POST', path: '/api/v2/cart/place-order' });
    expect(placed.status).toBe(201);
    return placed.json;
  }

  it('stores every amount, rate and currency as sold, never recomputed', async () => {
    const shopper = await new Shopper().start();
    await add(shopper, mug, 2, 'CH');
    const placed = await placeIn(shopper, address({ city: 'Zürich', postalCode: '8001', countryCode: 'CH' }));
    const subtotal = 2 * ch.prices.mug;
    const grandTotal = subtotal + ch.shipping.standard.priceAmount;
    const [order] = await handle.db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(order).toMatchObject({
      currency: 'CHF', marketCode: 'ch', countryCode: 'CH', pricesIncludeTax: true, reverseCharge: false, vatNumber: null,
      subtotalAmount: subtotal, shippingAmount: ch.shipping.standard.priceAmount, grandTotalAmount: grandTotal,
      taxRateBasisPoints: 810, taxAmount: includedTax(grandTotal, 810),
      taxLines: [{ rateBasisPoints: 810, baseAmount: grandTotal, taxAmount: includedTax(grandTotal, 810) }],
    });
    const [line] = await handle.db.select().from(orderLineItems).where(eq(orderLineItems.orderId, placed.orderId));
    expect(line).toMatchObject({ singlePriceAmount: ch.prices.mug, totalAmount: subtotal, taxRateBasisPoints: 810 });
    const [mail] = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.subject, `${DEMO.shops.demo.title}: order ${placed.orderNumber}`));
    expect(mail!.text.replace(/\s/g, ' ')).toContain(`Total: CHF ${(grandTotal / 100).toFixed(2)}`);

    // The owner changes the CHF price and the Swiss rate afterwards: the order stays as sold.
    await handle.db.update(marketPrices).set({ priceAmount: 9990 }).where(eq(marketPrices.productId, mug));
    await handle.db.update(taxRates).set({ rateBasisPoints: 1000 }).where(eq(taxRates.countryCode, 'CH'));
    try {
      const read = await shopper.call<OrderPayload>(getOrder, { path: `/api/v2/orders/${placed.orderId}?viewtoken=${placed.viewToken}`, params: { id: placed.orderId } });
      expect(read.status).toBe(200);
      expect(read.json).toMatchObject({
        currencyId: 'CHF', grandTotal: { amount: grandTotal, currency: 'CHF' }, totalTax: { amount: includedTax(grandTotal, 810) }, taxRateBasisPoints: 810,
        market: { code: 'ch', country: 'CH', reverseCharge: false },
      });
      expect(read.json.lineItemContainer.productLineItems[0]!.singleItemPrice).toMatchObject({ amount: ch.prices.mug, currency: 'CHF' });
    } finally {
      await handle.db.update(marketPrices).set({ priceAmount: ch.prices.mug }).where(eq(marketPrices.productId, mug));
      await handle.db.update(taxRates).set({ rateBasisPoints: 810 }).where(and(eq(taxRates.countryCode, 'CH'), eq(taxRates.taxClass, 'standard')));
      await handle.db.update(taxRates).set({ rateBasisPoints: 260 }).where(and(eq(taxRates.countryCode, 'CH'), eq(taxRates.taxClass, 'reduced')));
    }
  });

  it('reverse-charges a business in Austria with a VAT number: net prices, no VAT, shown on the order', async () => {
    const shopper = await new Shopper().start();
    await add(shopper, mug, 1);
    const business = address({ company: 'Muster GmbH', city: 'Wien', postalCode: '1010', countryCode: 'AT', vatNumber: 'atu 12345678' });
    const cart = await post(shopper, setBilling, '/api/v2/cart/billing-address', { billingAddress: business });
    expect(cart.json.market).toMatchObject({ code: 'eu', country: 'AT', reverseCharge: true, vatNumber: 'ATU12345678' });
    const net = netOfGross(DEMO.products.mug.priceAmount, 2000);
    expect(cart.json.lineItems[0]!.singleItemPrice.amount).toBe(net);
    expect(cart.json.totals.tax.amount).toBe(0);
    const placed = await placeIn(shopper, business);
    const [order] = await handle.db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(order).toMatchObject({ reverseCharge: true, vatNumber: 'ATU12345678', taxAmount: 0, currency: 'EUR', countryCode: 'AT', subtotalAmount: net });
    const [mail] = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.subject, `${DEMO.shops.demo.title}: order ${placed.orderNumber}`));
    expect(mail!.text).toContain('reverse charge, VAT number ATU12345678');
  });

  it('charges an Austrian consumer Austrian VAT on the same gross price', async () => {
    const shopper = await new Shopper().start();
    await add(shopper, mug, 1);
    const cart = await post(shopper, setBilling, '/api/v2/cart/billing-address', { billingAddress: address({ city: 'Wien', postalCode: '1010', countryCode: 'AT' }) });
    expect(cart.json.totals).toMatchObject({ subtotal: { amount: DEMO.products.mug.priceAmount }, taxRateBasisPoints: 2000 });
    expect(cart.json.market.reverseCharge).toBe(false);
  });

  it('refuses a VAT number without its country\'s format with 422', async () => {
    const shopper = await new Shopper().start();
    await add(shopper, mug, 1);
    const answer = await post(shopper, setBilling, '/api/v2/cart/billing-address', { billingAddress: address({ countryCode: 'AT', vatNumber: 'DE123456789' }) });
    expect(answer.status).toBe(422);
    expect(answer.json.code).toBe('InvalidVatNumber');
  });
});
