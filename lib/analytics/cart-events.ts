import { hasCookieConsent } from '@/lib/cookie-consent';
import { cartChangeEvent, type SoldThing } from './ecommerce';
import { pushEvent } from './push-event';

/**
 * What the cart reports once the server took a change (spec section 4): a line's quantity changed
 * (`quantity` the new one, `previousQuantity` the one before; 0 when the line was removed) or a product
 * was added to the cart. `item` is what the line sells (SKU, name, unit price, variation), for analytics.
 */
export type CartEvent =
  | { type: 'quantity-change'; lineItemId: string; productId: string; quantity: number; previousQuantity: number; item: SoldThing }
  | { type: 'add-to-cart'; productId: string; quantity: number; item: SoldThing };

/**
 * The page's event bus: a DOM event on `window`, so that the shop's own scripts (its script tags, a
 * trust badge) can follow the cart without knowing the app: `addEventListener(CART_EVENT, (e) => e.detail)`.
 */
export const CART_EVENT = 'vitrine:cart';

/** Receives cart events for analytics; replace it with `setCartEventSink` to send them elsewhere. */
export type CartEventSink = (event: CartEvent) => void;

// Google's recommended add_to_cart / remove_from_cart, to dataLayer where the other events go.
let sink: CartEventSink = (event) =>
  pushEvent(cartChangeEvent(event.item, event.type === 'add-to-cart' ? event.quantity : event.quantity - event.previousQuantity));

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
