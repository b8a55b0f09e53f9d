/** @jest-environment jsdom */
import { CART_EVENT, reportCartEvent, setCartEventSink, type CartEvent } from '../cart-events';

const onBus = jest.fn();
const toSink = jest.fn();
beforeAll(() => window.addEventListener(CART_EVENT, (event) => onBus((event as CustomEvent<CartEvent>).detail)));
beforeEach(() => {
  onBus.mockReset();
  toSink.mockReset();
  setCartEventSink(toSink);
  document.cookie = 'epCookieConsent=; Max-Age=0';
});

const item = { sku: 'MUG-1', name: 'Mug', unitPrice: { amount: 1250, currency: 'EUR' }, variant: 'Colour: Blue' };
const added: CartEvent = { type: 'add-to-cart', productId: 'p1', quantity: 2, item };
const changed: CartEvent = { type: 'quantity-change', lineItemId: 'l1', productId: 'p1', quantity: 3, previousQuantity: 1, item };

describe('reportCartEvent', () => {
  it('tells the page\'s event bus always, analytics not before the shopper accepted cookies', () => {
    reportCartEvent(added);
    expect(onBus).toHaveBeenCalledWith(added);
    expect(toSink).not.toHaveBeenCalled();
    document.cookie = 'epCookieConsent=0';
    reportCartEvent(changed);
    expect(onBus).toHaveBeenLastCalledWith(changed);
    expect(toSink).not.toHaveBeenCalled();
  });

  it('tells analytics too once the consent cookie is 1', () => {
    document.cookie = 'epCookieConsent=1';
    reportCartEvent(added);
    reportCartEvent(changed);
    expect(toSink.mock.calls).toEqual([[added], [changed]]);
  });

  it('reports nothing for a quantity that did not change', () => {
    document.cookie = 'epCookieConsent=1';
    reportCartEvent({ ...changed, quantity: 1 });
    expect(onBus).not.toHaveBeenCalled();
    expect(toSink).not.toHaveBeenCalled();
  });
});

describe('the default analytics sink', () => {
  it('pushes the recommended e-commerce events to dataLayer: an add, a quantity up, a quantity down', async () => {
    jest.resetModules();
    const fresh = await import('../cart-events');
    document.cookie = 'epCookieConsent=1';
    const layer = ((window as unknown as { dataLayer: unknown[] }).dataLayer = []);
    fresh.reportCartEvent(added);
    fresh.reportCartEvent(changed);
    fresh.reportCartEvent({ ...changed, quantity: 0, previousQuantity: 3 });
    const items = (quantity: number) => [{ item_id: 'MUG-1', item_name: 'Mug', price: 12.5, quantity, item_variant: 'Colour: Blue' }];
    // Consent mode's commands come first; each event clears the previous one's ecommerce object.
    expect(layer.filter((entry) => !(entry && typeof entry === 'object' && '0' in entry))).toEqual([
      { ecommerce: null },
      { event: 'add_to_cart', ecommerce: { currency: 'EUR', value: 25, items: items(2) } },
      { ecommerce: null },
      { event: 'add_to_cart', ecommerce: { currency: 'EUR', value: 25, items: items(2) } },
      { ecommerce: null },
      { event: 'remove_from_cart', ecommerce: { currency: 'EUR', value: 37.5, items: items(3) } },
    ]);
  });
});
