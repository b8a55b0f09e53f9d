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

const added: CartEvent = { type: 'add-to-cart', productId: 'p1', quantity: 2 };
const changed: CartEvent = { type: 'quantity-change', lineItemId: 'l1', productId: 'p1', quantity: 3, previousQuantity: 1 };

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
    expect(layer).toEqual([
      { event: 'add_to_cart', items: [{ item_id: 'p1', quantity: 2 }] },
      { event: 'add_to_cart', items: [{ item_id: 'p1', quantity: 2 }], line_item_id: 'l1' },
      { event: 'remove_from_cart', items: [{ item_id: 'p1', quantity: 3 }], line_item_id: 'l1' },
    ]);
  });
});
