import type { CartPayload } from '@/lib/contract/cart';
import type { MarketPayload, MarketPricePayload, MarketProductPayload, TaxRatePayload } from '@/lib/contract/markets';
import type { DatabaseHandle } from '@/lib/db/client';
import { DEMO } from '@/lib/db/seed/demo';
import { includedTax } from '@/lib/pricing/tax';
import { callRoute } from '@/lib/testing/call-route';
import { createSeededTestDatabase } from '@/lib/testing/seeded-database';
import { POST as signIn } from '../../auth/sign-in/route';
import { GET as getCart, POST as addToCart } from '../../cart/route';
import { Shopper, productIdBySku } from '../../cart/__tests__/shopper';
import { GET as listTaxRates } from '../../taxRates/route';
import { PUT as putTaxRate } from '../../taxRates/[country]/[taxClass]/route';
import { GET as listMarkets } from '../route';
import { DELETE as deleteMarket, PUT as putMarket } from '../[code]/route';
import { GET as listPrices } from '../[code]/prices/route';
import { GET as listProducts } from '../[code]/products/route';
import { DELETE as deletePrice, PUT as putPrice } from '../[code]/prices/[productId]/route';

let handle: DatabaseHandle;
let token: string;
let mug: string;
beforeAll(async () => {
  handle = await createSeededTestDatabase();
  token = (await callRoute<{ token: string }>(signIn, { method: 'POST', url: '/api/v2/auth/sign-in?shop=demo', body: DEMO.owners.demo })).json.token;
  mug = await productIdBySku(DEMO.products.mug.sku);
});
afterAll(() => handle.close());

const owner = () => ({ authorization: `Bearer ${token}` });
const swiss = { name: 'Switzerland', countries: ['CH'], currency: 'CHF', exchangeRateMillionths: 940_000, rounding: 'ninety', pricesIncludeTax: true };

describe('the owner\'s markets', () => {
  it('need the owner', async () => {
    expect((await callRoute(listMarkets, { url: '/api/v2/markets?shop=demo' })).status).toBe(401);
    expect((await callRoute(putTaxRate, { method: 'PUT', url: '/api/v2/taxRates/GB/standard?shop=demo', params: { country: 'GB', taxClass: 'standard' }, body: { rateBasisPoints: 0 } })).status).toBe(401);
  });

  it('lists the markets, the primary first', async () => {
    const list = await callRoute<{ items: MarketPayload[] }>(listMarkets, { url: '/api/v2/markets?shop=demo', headers: owner() });
    expect(list.json.items.map((market) => [market.code, market.currency, market.isPrimary])).toEqual([['eu', 'EUR', true], ['ch', 'CHF', false], ['uk', 'GBP', false]]);
  });

  it('lists products found by name or SKU with their primary, converted and own market prices', async () => {
    const find = async (code: string, q: string) => (await callRoute<{ items: MarketProductPayload[] }>(listProducts, {
      url: `/api/v2/markets/${code}/products?shop=demo&locale=en&q=${encodeURIComponent(q)}`, params: { code }, headers: owner(),
    })).json.items;
    const [mugInSwitzerland] = (await find('ch', DEMO.products.mug.sku)).filter((item) => item.productId === mug);
    expect(mugInSwitzerland).toMatchObject({
      sku: DEMO.products.mug.sku, kind: 'simple',
      primaryPrice: { amount: DEMO.products.mug.priceAmount, currency: 'EUR' }, convertedPrice: { amount: 1490, currency: 'CHF' }, marketPrice: { amount: DEMO.markets.ch.prices.mug, currency: 'CHF' },
    });
    const byName = await find('ch', mugInSwitzerland!.name.slice(0, 8).toLowerCase());
    expect(byName.map((item) => item.productId)).toContain(mug);
    const [inPrimary] = (await find('eu', DEMO.products.mug.sku)).filter((item) => item.productId === mug);
    expect(inPrimary).toMatchObject({ convertedPrice: { amount: DEMO.products.mug.priceAmount, currency: 'EUR' }, marketPrice: null });
    expect(await find('ch', 'no product is called this%_')).toEqual([]);
    expect((await callRoute(listProducts, { url: '/api/v2/markets/xx/products?shop=demo', params: { code: 'xx' }, headers: owner() })).status).toBe(404);
    expect((await callRoute(listProducts, { url: '/api/v2/markets/ch/products?shop=demo', params: { code: 'ch' } })).status).toBe(401);
  });

  it('sets a CHF price list entry and a UK VAT rate, which the next cart uses', async () => {
    const price = await callRoute<MarketPricePayload>(putPrice, {
      method: 'PUT', url: `/api/v2/markets/ch/prices/${mug}?shop=demo`, params: { code: 'ch', productId: mug }, headers: owner(), body: { priceAmount: 1690 },
    });
    expect(price.status).toBe(200);
    expect(price.json).toEqual({ productId: mug, sku: DEMO.products.mug.sku, priceAmount: 1690 });
    const prices = await callRoute<{ items: MarketPricePayload[] }>(listPrices, { url: '/api/v2/markets/ch/prices?shop=demo', params: { code: 'ch' }, headers: owner() });
    expect(prices.json.items).toContainEqual({ productId: mug, sku: DEMO.products.mug.sku, priceAmount: 1690 });
    const rate = await callRoute<TaxRatePayload>(putTaxRate, {
      method: 'PUT', url: '/api/v2/taxRates/GB/standard?shop=demo', params: { country: 'GB', taxClass: 'standard' }, headers: owner(), body: { rateBasisPoints: 1750 },
    });
    expect(rate.json).toEqual({ countryCode: 'GB', taxClass: 'standard', rateBasisPoints: 1750 });
    const rates = await callRoute<{ items: TaxRatePayload[] }>(listTaxRates, { url: '/api/v2/taxRates?shop=demo', headers: owner() });
    expect(rates.json.items).toContainEqual(rate.json);

    const shopper = await new Shopper().start();
    const inSwitzerland = await shopper.call<CartPayload>(addToCart, { method: 'POST', path: '/api/v2/cart?country=CH', body: { productId: mug, quantity: 1 } });
    expect(inSwitzerland.json.lineItems[0]!.price).toMatchObject({ amount: 1690, currency: 'CHF' });
    const inBritain = await shopper.call<CartPayload>(getCart, { path: '/api/v2/cart?country=GB' });
    expect(inBritain.json.totals).toMatchObject({ taxRateBasisPoints: 1750, tax: { amount: includedTax(DEMO.markets.uk.prices.mug, 1750) } });

    expect((await callRoute(deletePrice, { method: 'DELETE', url: `/api/v2/markets/ch/prices/${mug}?shop=demo`, params: { code: 'ch', productId: mug }, headers: owner() })).status).toBe(204);
    const converted = await shopper.call<CartPayload>(getCart, { path: '/api/v2/cart?country=CH' });
    expect(converted.json.lineItems[0]!.price.amount).toBe(1490); // 14.90 EUR at 0.94, up to the next .90
  });

  it('creates, changes and removes a market; a country belongs to one market; the primary keeps the shop\'s currency', async () => {
    const created = await callRoute<MarketPayload>(putMarket, { method: 'PUT', url: '/api/v2/markets/no?shop=demo', params: { code: 'no' }, headers: owner(),
      body: { ...swiss, name: 'Norway', countries: ['NO'], currency: 'NOK', exchangeRateMillionths: 11_500_000, rounding: 'whole' } });
    expect(created.status).toBe(200);
    expect(created.json).toMatchObject({ code: 'no', currency: 'NOK', isPrimary: false, countries: ['NO'] });
    const clash = await callRoute<{ code: string }>(putMarket, { method: 'PUT', url: '/api/v2/markets/no?shop=demo', params: { code: 'no' }, headers: owner(),
      body: { ...swiss, countries: ['NO', 'CH'] } });
    expect(clash.status).toBe(422);
    expect(clash.json.code).toBe('CountryInOtherMarket');
    const primary = await callRoute<{ code: string }>(putMarket, { method: 'PUT', url: '/api/v2/markets/eu?shop=demo', params: { code: 'eu' }, headers: owner(),
      body: { ...swiss, name: 'EU', countries: ['DE'] } });
    expect(primary.status).toBe(422);
    expect(primary.json.code).toBe('PrimaryCurrencyFixed');
    expect((await callRoute(deleteMarket, { method: 'DELETE', url: '/api/v2/markets/no?shop=demo', params: { code: 'no' }, headers: owner() })).status).toBe(204);
    expect((await callRoute(deleteMarket, { method: 'DELETE', url: '/api/v2/markets/eu?shop=demo', params: { code: 'eu' }, headers: owner() })).status).toBe(422);
    expect((await callRoute(deleteMarket, { method: 'DELETE', url: '/api/v2/markets/no?shop=demo', params: { code: 'no' }, headers: owner() })).status).toBe(404);
  });

  it('refuses bad input with 4xx, never a 500', async () => {
    const put = (code: string, body: unknown) => callRoute(putMarket, { method: 'PUT', url: `/api/v2/markets/${code}?shop=demo`, params: { code }, headers: owner(), body });
    expect((await put('CH', swiss)).status).toBe(400);
    expect((await put('ch', { ...swiss, currency: 'chf' })).status).toBe(400);
    expect((await put('ch', { ...swiss, exchangeRateMillionths: 0 })).status).toBe(400);
    expect((await put('ch', { ...swiss, rounding: 'up' })).status).toBe(400);
    const rate = (country: string, body: unknown) =>
      callRoute(putTaxRate, { method: 'PUT', url: `/api/v2/taxRates/${country}/standard?shop=demo`, params: { country, taxClass: 'standard' }, headers: owner(), body });
    expect((await rate('GB', { rateBasisPoints: 10001 })).status).toBe(400);
    expect((await rate('ZZ', { rateBasisPoints: 1000 })).status).toBe(422);
    const price = await callRoute(putPrice, { method: 'PUT', url: `/api/v2/markets/ch/prices/${mug}?shop=demo`, params: { code: 'ch', productId: mug }, headers: owner(), body: { priceAmount: -1 } });
    expect(price.status).toBe(400);
    const primaryPrice = await callRoute(putPrice, { method: 'PUT', url: `/api/v2/markets/eu/prices/${mug}?shop=demo`, params: { code: 'eu', productId: mug }, headers: owner(), body: { priceAmount: 100 } });
    expect(primaryPrice.status).toBe(422);
  });
});
