import type { Shop } from '@/lib/server/shop/types';
import { approves, issuePaymentApproval, issuePaymentSession, readPaymentSession } from '../payment-tokens';
import { safeReturnUri } from '../return-uri';

const secret = 'a'.repeat(48);
const shop = { id: 'shop-1', baseUrl: 'https://shop.example.test' } as Shop;
const payment = { shopId: 'shop-1', cartId: 'cart-1', paymentMethodId: 'pm-1', amount: 3475, currency: 'EUR' };

describe('return addresses', () => {
  it('accepts storefront paths and URLs on the shop origin, normalised', () => {
    expect(safeReturnUri(shop, '/checkout/confirmation?x=1#top')).toBe('/checkout/confirmation?x=1#top');
    expect(safeReturnUri(shop, '/checkout/zahlung-ü')).toBe('/checkout/zahlung-%C3%BC');
    expect(safeReturnUri(shop, 'https://shop.example.test/cart')).toBe('https://shop.example.test/cart');
  });

  it('keeps a path that only looks odd but stays on the shop', () => {
    expect(safeReturnUri(shop, '/a/../checkout/confirmation')).toBe('/checkout/confirmation');
    expect(safeReturnUri(shop, '/c/x?next=//evil.test')).toBe('/c/x?next=//evil.test');
  });

  it.each([
    'https://evil.test/', '//evil.test/x', '/\\evil.test', 'javascript:alert(1)', 'checkout', 'http://shop.example.test/cart', '',
    // Paths that normalise to `//host/...`, which a browser reads as another site (issue 14).
    '/.//evil.example/x', '/..//evil.example/x', '/%2e%2e//evil.example/x', '/%2E//evil.example/x', '/./..//evil.example',
    '/\t/evil.example', '/\\/evil.example', '/..\\/evil.example', 'https://shop.example.test//evil.example/x',
    'https://user@shop.example.test/cart', 'data:text/html,x', '  //evil.test',
  ])(
    'refuses %j', (uri) => {
      expect(() => safeReturnUri(shop, uri)).toThrow(expect.objectContaining({ code: 'InvalidReturnUri', status: 422 }));
    },
  );
});

describe('payment tokens', () => {
  const session = () => issuePaymentSession({ ...payment, kind: 'paypal-express', returnUri: '/ok', cancelUri: '/no' }, secret);

  it('reads a session only for its shop, with the right key, untampered', () => {
    const token = session();
    expect(readPaymentSession(token, secret, 'shop-1')).toMatchObject({ cartId: 'cart-1', amount: 3475, returnUri: '/ok' });
    expect(readPaymentSession(token, secret, 'shop-2')).toBeNull();
    expect(readPaymentSession(token, 'b'.repeat(48), 'shop-1')).toBeNull();
    expect(readPaymentSession(`${token.slice(0, 10)}x${token.slice(11)}`, secret, 'shop-1')).toBeNull();
    expect(readPaymentSession('nonsense', secret, 'shop-1')).toBeNull();
  });

  it('approves exactly the payment of the session', () => {
    const approval = issuePaymentApproval(readPaymentSession(session(), secret, 'shop-1')!, secret);
    expect(approves(approval, secret, payment)).toBe(true);
    expect(approves(approval, secret, { ...payment, amount: 3476 })).toBe(false);
    expect(approves(approval, secret, { ...payment, cartId: 'cart-2' })).toBe(false);
    expect(approves(approval, secret, { ...payment, paymentMethodId: 'pm-2' })).toBe(false);
    expect(approves(approval, secret, { ...payment, currency: 'CHF' })).toBe(false);
    expect(approves(undefined, secret, payment)).toBe(false);
    // A session is no approval.
    expect(approves(session(), secret, payment)).toBe(false);
  });

  it('expires', () => {
    const now = Date.now();
    const spy = jest.spyOn(Date, 'now').mockReturnValue(now);
    const token = session();
    const approval = issuePaymentApproval(readPaymentSession(token, secret, 'shop-1')!, secret);
    spy.mockReturnValue(now + 31 * 60 * 1000);
    expect(readPaymentSession(token, secret, 'shop-1')).toBeNull();
    expect(approves(approval, secret, payment)).toBe(true);
    spy.mockReturnValue(now + 61 * 60 * 1000);
    expect(approves(approval, secret, payment)).toBe(false);
    spy.mockRestore();
  });
});
