import { eq } from 'drizzle-orm';
import type { CartPayload } from '@/lib/contract/cart';
import type { PaymentMethodPayload, ShippingMethodPayload } from '@/lib/contract/checkout';
import type { DatabaseHandle } from '@/lib/db/client';
import { carts, paymentMethods } from '@/lib/db/schema';
import { DEMO } from '@/lib/db/seed/demo';
import { createSeededTestDatabase } from '@/lib/testing/seeded-database';
import { GET as showSandbox } from '../../payment-sandbox/route';
import { GET as approveSandbox } from '../../payment-sandbox/approve/route';
import { GET as cancelSandbox } from '../../payment-sandbox/cancel/route';
import { GET as allCountries } from '../all-countries/route';
import { POST as setBilling } from '../billing-address/route';
import { POST as setComment } from '../comment/route';
import { GET as countries } from '../countries/route';
import { POST as createPayment } from '../create-payment/route';
import { POST as setPaymentMethod } from '../payment-method/route';
import { GET as paymentMethodList } from '../payment-methods/route';
import { POST as addToCart } from '../route';
import { POST as setShipping } from '../shipping-address/route';
import { POST as setShippingMethod } from '../shipping-method/route';
import { GET as shippingMethodList } from '../shipping-methods/route';
import { Shopper, address, checkoutMethodIds, productIdBySku, readyShopper, shopperWith } from './shopper';

type ErrorJson = { message: string; code?: string; errors?: { path: string }[] };

let handle: DatabaseHandle;
let mug: string;
const methods: Record<string, string> = {};
let beyondInvoice: string;

beforeAll(async () => {
  handle = await createSeededTestDatabase();
  mug = await productIdBySku(DEMO.products.mug.sku);
  Object.assign(methods, await checkoutMethodIds());
  beyondInvoice = (await checkoutMethodIds(DEMO.shops.beyond.slug)).invoice!;
});
afterAll(() => handle.close());

const post = <T = CartPayload & ErrorJson>(shopper: Shopper, handler: Parameters<Shopper['call']>[0], path: string, body: unknown, csrf = true) =>
  shopper.call<T>(handler, { method: 'POST', path, body, csrf });

const cartWithMug = (quantity = 1) => shopperWith(mug, quantity);
const readyCart = (paymentKind: string, quantity = 1) => readyShopper(methods, paymentKind, mug, quantity);

describe('addresses', () => {
  it('sets the billing address (creating the cart), ignoring unknown fields', async () => {
    const shopper = await new Shopper().start();
    const response = await post(shopper, setBilling, '/api/v2/cart/billing-address', { billingAddress: { ...address(), isAdmin: true, firstName: '  Erika ' } });
    expect(response.status).toBe(200);
    expect(response.json.cartId).toBeTruthy();
    expect(response.json.billingAddress).toEqual(address());
    expect(response.json.customerEmail).toBe('erika@example.test');
    const [row] = await handle.db.select().from(carts).where(eq(carts.id, response.json.cartId!));
    expect(row!.billingAddress).toEqual(address());
  });

  it('sets and clears the delivery address', async () => {
    const shopper = await cartWithMug();
    const set = await post(shopper, setShipping, '/api/v2/cart/shipping-address', { shippingAddress: address({ city: 'Wien', countryCode: 'AT', postalCode: '1010' }) });
    expect(set.status).toBe(200);
    expect(set.json.shippingAddress).toMatchObject({ city: 'Wien', countryCode: 'AT' });
    const cleared = await post(shopper, setShipping, '/api/v2/cart/shipping-address', { shippingAddress: null });
    expect(cleared.json.shippingAddress).toBeNull();
  });

  it("refuses a country the shop does not deliver to with 422", async () => {
    const shopper = await cartWithMug();
    const billing = await post(shopper, setBilling, '/api/v2/cart/billing-address', { billingAddress: address({ countryCode: 'PL' }) });
    expect(billing.status).toBe(422);
    expect(billing.json).toEqual({ message: 'The shop does not deliver to PL', code: 'CountryNotSupported' });
    const shipping = await post(shopper, setShipping, '/api/v2/cart/shipping-address', { shippingAddress: address({ countryCode: 'ZZ' }) });
    expect(shipping.status).toBe(422);
  });

  it('answers 400 naming the failing field, and 403 without CSRF', async () => {
    const shopper = await cartWithMug();
    const cases: [unknown, string][] = [
      [{ billingAddress: address({ emailAddress: 'not-an-email' }) }, 'body.billingAddress.emailAddress'],
      [{ billingAddress: address({ countryCode: 'de' }) }, 'body.billingAddress.countryCode'],
      [{ billingAddress: address({ firstName: '   ' }) }, 'body.billingAddress.firstName'],
      [{ billingAddress: address({ city: 'Ber\u0000lin' }) }, 'body.billingAddress.city'],
      [{ billingAddress: address({ street: 'Weg \ud800 1' }) }, 'body.billingAddress.street'],
      [{}, 'body.billingAddress'],
    ];
    for (const [body, path] of cases) {
      const response = await post(shopper, setBilling, '/api/v2/cart/billing-address', body);
      expect(response.status).toBe(400);
      expect(response.json.errors![0]!.path).toBe(path);
    }
    expect((await post(shopper, setShipping, '/api/v2/cart/shipping-address', { shippingAddress: { city: 'x' } })).status).toBe(400);
    expect((await post(shopper, setBilling, '/api/v2/cart/billing-address', { billingAddress: address() }, false)).status).toBe(403);
    expect((await post(shopper, setShipping, '/api/v2/cart/shipping-address', { shippingAddress: null }, false)).status).toBe(403);
  });
});

describe('countries', () => {
  it("lists the shop's countries by name in the locale, and all countries", async () => {
    const shopper = new Shopper();
    const en = await shopper.call<{ code: string; name: string }[]>(countries, { path: '/api/v2/cart/countries' });
    expect(en.status).toBe(200);
    expect(en.json.map((c) => c.code).sort()).toEqual([...DEMO.shopCountries.demo].sort());
    expect(en.json.find((c) => c.code === 'DE')!.name).toBe('Germany');
    const de = await shopper.call<{ code: string; name: string }[]>(countries, { path: '/api/v2/cart/countries?locale=de' });
    expect(de.json.find((c) => c.code === 'DE')!.name).toBe('Deutschland');
    const all = await shopper.call<{ code: string }[]>(allCountries, { path: '/api/v2/cart/all-countries' });
    expect(all.json).toHaveLength(32);
    expect(all.json.map((c) => c.code)).toContain('PL');
  });
});

describe('shipping and payment methods', () => {
  it('lists shipping methods with their price for this cart and the chosen one', async () => {
    const shopper = await cartWithMug(4);
    const before = await shopper.call<ShippingMethodPayload[]>(shippingMethodList, { path: '/api/v2/cart/shipping-methods' });
    expect(before.json.map((m) => [m.price.amount, m.cartPrice.amount, m.isSelected, m.isDefault])).toEqual([[495, 0, false, true], [995, 995, false, false]]);
    const chosen = await post(shopper, setShippingMethod, '/api/v2/cart/shipping-method', { shippingMethod: methods.express });
    expect(chosen.status).toBe(200);
    expect(chosen.json.shippingMethod).toMatchObject({ id: methods.express, name: 'Express delivery', price: { amount: 995 } });
    expect(chosen.json.totals).toMatchObject({ shipping: { amount: 995 }, grandTotal: { amount: 4 * 1490 + 995 } });
    const after = await shopper.call<ShippingMethodPayload[]>(shippingMethodList, { path: '/api/v2/cart/shipping-methods' });
    expect(after.json.map((m) => m.isSelected)).toEqual([false, true]);
    const empty = await new Shopper().call<ShippingMethodPayload[]>(shippingMethodList, { path: '/api/v2/cart/shipping-methods' });
    expect(empty.json.map((m) => m.cartPrice.amount)).toEqual([495, 995]);
  });

  it('lists payment methods with fees and whether they redirect, and charges the fee', async () => {
    await handle.db.update(paymentMethods).set({ feeAmount: 150 }).where(eq(paymentMethods.id, methods.prepayment!));
    const shopper = await cartWithMug();
    const list = await shopper.call<PaymentMethodPayload[]>(paymentMethodList, { path: '/api/v2/cart/payment-methods' });
    expect(list.json.map((m) => [m.kind, m.fee.amount, m.needsRedirect, m.isDefault])).toEqual([
      ['invoice', 0, false, false], ['prepayment', 150, false, false], ['paypal-express', 0, true, false], ['amazon-pay', 0, true, false],
    ]);
    const chosen = await post(shopper, setPaymentMethod, '/api/v2/cart/payment-method', { paymentMethod: methods.prepayment });
    expect(chosen.json.paymentMethod).toMatchObject({ kind: 'prepayment', name: 'Prepayment', fee: { amount: 150 } });
    expect(chosen.json.totals).toMatchObject({ paymentFee: { amount: 150 }, grandTotal: { amount: 1490 + 150 } });
    const listed = await shopper.call<PaymentMethodPayload[]>(paymentMethodList, { path: '/api/v2/cart/payment-methods' });
    expect(listed.json.filter((m) => m.isSelected).map((m) => m.kind)).toEqual(['prepayment']);
    await handle.db.update(paymentMethods).set({ feeAmount: 0 }).where(eq(paymentMethods.id, methods.prepayment!));
  });

  it("refuses unknown, inactive and other shops' methods with 422, malformed ids with 400, no CSRF with 403", async () => {
    const shopper = await cartWithMug();
    const unknown = await post(shopper, setShippingMethod, '/api/v2/cart/shipping-method', { shippingMethod: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.status).toBe(422);
    expect(unknown.json.code).toBe('UnknownShippingMethod');
    const foreign = await post(shopper, setPaymentMethod, '/api/v2/cart/payment-method', { paymentMethod: beyondInvoice });
    expect(foreign.status).toBe(422);
    expect(foreign.json.code).toBe('UnknownPaymentMethod');
    await handle.db.update(paymentMethods).set({ isActive: false }).where(eq(paymentMethods.id, methods['amazon-pay']!));
    expect((await post(shopper, setPaymentMethod, '/api/v2/cart/payment-method', { paymentMethod: methods['amazon-pay'] })).status).toBe(422);
    await handle.db.update(paymentMethods).set({ isActive: true }).where(eq(paymentMethods.id, methods['amazon-pay']!));
    expect((await post(shopper, setShippingMethod, '/api/v2/cart/shipping-method', { shippingMethod: 'standard' })).status).toBe(400);
    expect((await post(shopper, setPaymentMethod, '/api/v2/cart/payment-method', {})).status).toBe(400);
    expect((await post(shopper, setShippingMethod, '/api/v2/cart/shipping-method', { shippingMethod: methods.standard }, false)).status).toBe(403);
    expect((await post(shopper, setPaymentMethod, '/api/v2/cart/payment-method', { paymentMethod: methods.invoice }, false)).status).toBe(403);
  });
});

describe('customer comment', () => {
  it('sets, trims and clears the comment; refuses more than 1000 characters', async () => {
    const shopper = await cartWithMug();
    expect((await post(shopper, setComment, '/api/v2/cart/comment', { comment: '  Please ring twice. ' })).json.customerComment).toBe('Please ring twice.');
    expect((await post(shopper, setComment, '/api/v2/cart/comment', { comment: 'x'.repeat(1000) })).status).toBe(200);
    expect((await post(shopper, setComment, '/api/v2/cart/comment', { comment: 'x'.repeat(1001) })).status).toBe(400);
    expect((await post(shopper, setComment, '/api/v2/cart/comment', { comment: 'a\u0000b' })).status).toBe(400);
    expect((await post(shopper, setComment, '/api/v2/cart/comment', { comment: '' })).json.customerComment).toBeNull();
    expect((await post(shopper, setComment, '/api/v2/cart/comment', { comment: 'x' }, false)).status).toBe(403);
  });
});

describe('create-payment and the payment sandbox', () => {
  const uris = { returnUri: '/checkout/confirmation?step=pay', cancelUri: '/checkout/payment' };
  const start = (shopper: Shopper, body: unknown = { uris }, csrf = true) =>
    post<{ redirectUrl: string | null } & ErrorJson>(shopper, createPayment, '/api/v2/cart/create-payment', body, csrf);
  const sandboxCall = (handler: Parameters<Shopper['call']>[0], redirectUrl: string, shopper = new Shopper()) =>
    shopper.call(handler, { path: redirectUrl.replace(/[?&]shop=[^&]+/, '').replace(/^([^?]*)&/, '$1?') });

  it('needs no redirect for invoice and prepayment', async () => {
    const shopper = await readyCart('invoice');
    const response = await start(shopper);
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ redirectUrl: null });
  });

  it('sends PayPal express to the sandbox, which approves back to returnUri with a payment token', async () => {
    const shopper = await readyCart('paypal-express', 2);
    const response = await start(shopper);
    expect(response.status).toBe(200);
    const redirectUrl = response.json.redirectUrl!;
    expect(redirectUrl).toMatch(/^\/api\/v2\/payment-sandbox\?shop=demo&session=[\w.%-]+$/);
    const page = await sandboxCall(showSandbox, redirectUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.text).toContain('PayPal (sandbox)');
    expect(page.text).toContain('€34.75'); // 2 x 14.90 + 4.95 shipping
    expect(page.text).toContain('/api/v2/payment-sandbox/approve?shop=demo&#38;session=');
    const approved = await sandboxCall(approveSandbox, redirectUrl.replace('/payment-sandbox?', '/payment-sandbox/approve?'));
    expect(approved.status).toBe(303);
    expect(approved.headers.get('location')).toMatch(/^\/checkout\/confirmation\?step=pay&paymentToken=[\w.%-]+$/);
    const cancelled = await sandboxCall(cancelSandbox, redirectUrl.replace('/payment-sandbox?', '/payment-sandbox/cancel?'));
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe('/checkout/payment');
  });

  it('accepts return addresses on the shop origin only', async () => {
    const shopper = await readyCart('amazon-pay');
    const own = await start(shopper, { uris: { returnUri: `${DEMO.baseUrl}/checkout/confirmation`, cancelUri: '/cart' } });
    expect(own.status).toBe(200);
    // The last three normalise to `//evil.example/x`, which a 303 Location would send off the shop (issue 14).
    const hostile = ['https://evil.test/steal', '//evil.test/x', '/\\evil.test', 'javascript:alert(1)', 'checkout',
      '/.//evil.example/x', '/..//evil.example/x', '/%2e%2e//evil.example/x'];
    for (const uri of hostile) {
      for (const uris of [{ returnUri: uri, cancelUri: '/cart' }, { returnUri: '/cart', cancelUri: uri }]) {
        const response = await start(shopper, { uris });
        expect({ uri, status: response.status, code: response.json.code }).toEqual({ uri, status: 422, code: 'InvalidReturnUri' });
      }
    }
  });

  it('is off in a production build unless PAYMENT_SANDBOX turns it on', async () => {
    const shopper = await readyCart('paypal-express');
    const redirectUrl = (await start(shopper)).json.redirectUrl!;
    const env = process.env as Record<string, string | undefined>;
    const saved = { NODE_ENV: env.NODE_ENV, PAYMENT_SANDBOX: env.PAYMENT_SANDBOX };
    try {
      env.NODE_ENV = 'production';
      delete env.PAYMENT_SANDBOX;
      for (const handler of [showSandbox, approveSandbox, cancelSandbox]) {
        expect((await sandboxCall(handler, redirectUrl.replace('/payment-sandbox?', handler === showSandbox ? '/payment-sandbox?' : '/payment-sandbox/x?'))).status).toBe(404);
      }
      const refused = await start(shopper);
      expect({ status: refused.status, code: refused.json.code }).toEqual({ status: 422, code: 'PaymentProviderUnavailable' });
      env.PAYMENT_SANDBOX = '1';
      expect((await start(shopper)).status).toBe(200);
      expect((await sandboxCall(showSandbox, redirectUrl)).status).toBe(200);
    } finally {
      Object.assign(env, saved);
      if (saved.PAYMENT_SANDBOX === undefined) delete env.PAYMENT_SANDBOX;
    }
  });

  it('refuses a cart that cannot be ordered yet with 422 and a code per missing part', async () => {
    expect((await start(await new Shopper().start())).json.code).toBe('CartIsEmpty');
    const shopper = await cartWithMug();
    expect((await start(shopper)).json.code).toBe('BillingAddressMissing');
    await post(shopper, setBilling, '/api/v2/cart/billing-address', { billingAddress: address() });
    expect((await start(shopper)).json.code).toBe('ShippingMethodMissing');
    await post(shopper, setShippingMethod, '/api/v2/cart/shipping-method', { shippingMethod: methods.standard });
    const missing = await start(shopper);
    expect(missing.status).toBe(422);
    expect(missing.json).toEqual({ message: 'A payment method is required', code: 'PaymentMethodMissing' });
  });

  it('validates the body (400) and requires CSRF (403)', async () => {
    const shopper = await readyCart('invoice');
    expect((await start(shopper, {})).status).toBe(400);
    expect((await start(shopper, { uris: { returnUri: '' , cancelUri: '/' } })).status).toBe(400);
    expect((await start(shopper, { uris }, false)).status).toBe(403);
  });

  it('answers 422 for a tampered, foreign or missing sandbox session', async () => {
    const shopper = await readyCart('paypal-express');
    const redirectUrl = (await start(shopper)).json.redirectUrl!;
    const tampered = redirectUrl.replace(/session=([\w-]+)/, (_, body: string) => `session=${body.slice(0, -2)}xy`);
    const response = await sandboxCall(approveSandbox, tampered.replace('/payment-sandbox?', '/payment-sandbox/approve?'));
    expect(response.status).toBe(422);
    expect((response.json as ErrorJson).code).toBe('PaymentSessionInvalid');
    const otherShop = await new Shopper(DEMO.shops.beyond.slug).call(showSandbox, {
      path: `${redirectUrl.replace(/[?&]shop=[^&]+/, '').replace(/^([^?]*)&/, '$1?')}&preview=1`,
    });
    expect(otherShop.status).toBe(422);
    expect((await new Shopper().call(cancelSandbox, { path: '/api/v2/payment-sandbox/cancel' })).status).toBe(400);
  });
});

describe('cart of another shop', () => {
  it('is not found by these endpoints: writes start a new cart of this shop', async () => {
    const beyond = await new Shopper(DEMO.shops.beyond.slug).start();
    const beyondMug = await productIdBySku(DEMO.products.mug.sku, DEMO.shops.beyond.slug);
    await beyond.call(addToCart, { method: 'POST', path: '/api/v2/cart?preview=1', body: { productId: beyondMug } });
    const shopper = await new Shopper().start();
    shopper.cookies['vitrine-cart.demo'] = beyond.cookies['vitrine-cart.beyond-demo']!;
    const response = await post(shopper, setComment, '/api/v2/cart/comment', { comment: 'hello' });
    expect(response.status).toBe(200);
    expect(response.json.lineItems).toEqual([]);
    expect(shopper.cookies['vitrine-cart.demo']).not.toBe(beyond.cookies['vitrine-cart.beyond-demo']);
    const [beyondCart] = await handle.db.select().from(carts).where(eq(carts.customerComment, 'hello'));
    expect(beyondCart!.id).toBe(response.json.cartId);
  });
});
