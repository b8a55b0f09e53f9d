import { hasCookieConsent } from '@/lib/cookie-consent';

/**
 * What the cart reports once the server took a change (spec section 4): a line's quantity changed
 * (`quantity` the new one, `previousQuantity` the one before; 0 when the line was removed) or a product
 * was added to the cart.
 */
export type CartEvent =
  | { type: 'quantity-change'; lineItemId: string; productId: string; quantity: number; previousQuantity: number }
  | { type: 'add-to-cart'; productId: string; quantity: number };

/**
 * The page's event bus: a DOM event on `window`, so that the shop's own scripts (its script tags, a
 * trust badge) can follow the cart without knowing the app: `addEventListener(CART_EVENT, (e) => e.detail)`.
 */
export const CART_EVENT = 'vitrine:cart';

/** Receives cart events for analytics; replace it with `setCartEventSink` to send them elsewhere. */
export type CartEventSink = (event: CartEvent) => void;

type DataLayerWindow = Window & { dataLayer?: unknown[] };

// The analytics names of Google's recommended e-commerce events, as the page views go to dataLayer too.
let sink: CartEventSink = (event) => {
  const target = window as DataLayerWindow;
  target.dataLayer ??= [];
  if (event.type === 'add-to-cart') {
    target.dataLayer.push({ event: 'add_to_cart', items: [{ item_id: event.productId, quantity: event.quantity }] });
    return;
  }
  const delta = event.quantity - event.previousQuantity;
  target.dataLayer.push({
    event: delta > 0 ? 'add_to_cart' : 'remove_from_cart',
    items: [{ item_id: event.productId, quantity: Math.abs(delta) }],
    line_item_id: event.lineItemId,
  });
};

/** Routes cart events for analytics from now on. */
export function setCartEventSink(next: CartEventSink): void {
  sink = next;
}

/**
 * Reports a cart change: always to the page's event bus, to analytics only once the shopper accepted
 * cookies (the consent cookie is '1'); a change to the same quantity is no change and is not reported.
 */
export function reportCartEvent(event: CartEvent): void {
  if (event.type === 'quantity-change' && event.quantity === event.previousQuantity) return;
  window.dispatchEvent(new CustomEvent<CartEvent>(CART_EVENT, { detail: event }));
  if (hasCookieConsent(document.cookie)) sink(event);
}
