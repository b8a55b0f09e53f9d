import { currencyDigits, type Money } from '@/lib/money';

/**
 * Google's GA4 recommended e-commerce events (developers.google.com/analytics/devguides/collection/ga4/ecommerce),
 * built from what the storefront already has, pure so that each shape is tested. Prices go out as Google
 * wants them: a number in the currency's major units (19.99), never minor units. `item_id` is the SKU,
 * which the card, the product page, the cart and the order all carry, so one product reports as one item
 * from list to purchase.
 */
export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  price: number;
  quantity: number;
  item_variant?: string;
  item_brand?: string;
  index?: number;
  item_list_id?: string;
  item_list_name?: string;
}

// A type, not an interface: dataLayer entries are open records (pushEvent), which an interface is not.
export type EcommerceEvent = {
  event: string;
  ecommerce: { currency?: string; value?: number; items: AnalyticsItem[] } & Record<string, unknown>;
};

/** The attribute naming a product grid's list, by which a click on one of its cards finds the item (a server grid writes it too). */
export const ITEM_LIST_ATTRIBUTE = 'data-item-list';

/** A list of products the shopper sees: a category, search results. */
export interface ItemList {
  id: string;
  name: string;
}

/** The search page's two lists: what the search found, and the popular products shown when it found nothing. */
export const SEARCH_RESULTS_LIST: ItemList = { id: 'search_results', name: 'Search results' };
export const POPULAR_PRODUCTS_LIST: ItemList = { id: 'search_popular', name: 'Popular products' };

/** Minor units as Google's number: 1999 EUR -> 19.99, 500 JPY -> 500. */
export function majorUnits({ amount, currency }: Money): number {
  const digits = currencyDigits(currency);
  return Number((amount / 10 ** digits).toFixed(digits));
}

/** What every sold thing has: the SKU, name, unit price and, for a variation, its values. */
export interface SoldThing {
  sku: string;
  name: string;
  unitPrice: Money;
  /** 'Colour: Black, Size: M' (the cart's and the order's variation string); none for other products. */
  variant?: string | null;
  brand?: string | null;
}

/** One item of an event; optional fields only when known, so the payload carries no empty keys. */
export function analyticsItem(thing: SoldThing, quantity = 1, extra: Pick<AnalyticsItem, 'index' | 'item_list_id' | 'item_list_name'> = {}): AnalyticsItem {
  return {
    item_id: thing.sku,
    item_name: thing.name,
    price: majorUnits(thing.unitPrice),
    quantity,
    ...(thing.variant ? { item_variant: thing.variant } : {}),
    ...(thing.brand ? { item_brand: thing.brand } : {}),
    ...extra,
  };
}

/** A product card as a sold thing. */
export const cardThing = (card: { sku: string; name: string; price: Money; manufacturer: string | null }): SoldThing =>
  ({ sku: card.sku, name: card.name, unitPrice: card.price, brand: card.manufacturer });

/** A line of a cart or an order as a sold thing: its unit price at its quantity (bulk prices applied). */
export const lineThing = (line: { sku: string; name: string; singleItemPrice: Money; variationString: string | null; manufacturer?: string | null }): SoldThing =>
  ({ sku: line.sku, name: line.name, unitPrice: line.singleItemPrice, variant: line.variationString, brand: line.manufacturer });

/** The items of a list, each with its place (0-based, as Google counts) and the list's id and name. */
export function listItems(list: ItemList, things: SoldThing[]): AnalyticsItem[] {
  return things.map((thing, index) => analyticsItem(thing, 1, { index, item_list_id: list.id, item_list_name: list.name }));
}

export function viewItemListEvent(list: ItemList, items: AnalyticsItem[]): EcommerceEvent {
  return { event: 'view_item_list', ecommerce: { item_list_id: list.id, item_list_name: list.name, items } };
}

export function selectItemEvent(list: ItemList, item: AnalyticsItem): EcommerceEvent {
  return { event: 'select_item', ecommerce: { item_list_id: list.id, item_list_name: list.name, items: [item] } };
}

export function viewItemEvent(thing: SoldThing): EcommerceEvent {
  return { event: 'view_item', ecommerce: { currency: thing.unitPrice.currency, value: majorUnits(thing.unitPrice), items: [analyticsItem(thing)] } };
}

/** A quantity added (positive) or removed (negative): add_to_cart or remove_from_cart of that many. */
export function cartChangeEvent(thing: SoldThing, change: number): EcommerceEvent {
  const quantity = Math.abs(change);
  return {
    event: change > 0 ? 'add_to_cart' : 'remove_from_cart',
    ecommerce: { currency: thing.unitPrice.currency, value: majorUnits({ ...thing.unitPrice, amount: thing.unitPrice.amount * quantity }), items: [analyticsItem(thing, quantity)] },
  };
}

/** A cart's or an order's lines: what they sell, how many, and the total they are worth. */
export interface Basket {
  lines: { thing: SoldThing; quantity: number }[];
  /** What the event's `value` is: the goods' subtotal for the cart events, the grand total for the purchase. */
  value: Money;
}

function basketPayload(basket: Basket) {
  return {
    currency: basket.value.currency,
    value: majorUnits(basket.value),
    items: basket.lines.map((line) => analyticsItem(line.thing, line.quantity)),
  };
}

/** A cart's lines, worth its goods' subtotal (before shipping and fees, as Google's cart events mean it). */
export function cartBasket(cart: { lineItems: (Parameters<typeof lineThing>[0] & { quantity: number })[]; totals: { subtotal: Money } }): Basket {
  return { lines: cart.lineItems.map((line) => ({ thing: lineThing(line), quantity: line.quantity })), value: cart.totals.subtotal };
}

export function basketEvent(event: 'view_cart' | 'begin_checkout', basket: Basket): EcommerceEvent {
  return { event, ecommerce: basketPayload(basket) };
}

export function shippingInfoEvent(basket: Basket, shippingTier: string): EcommerceEvent {
  return { event: 'add_shipping_info', ecommerce: { ...basketPayload(basket), shipping_tier: shippingTier } };
}

export function paymentInfoEvent(basket: Basket, paymentType: string): EcommerceEvent {
  return { event: 'add_payment_info', ecommerce: { ...basketPayload(basket), payment_type: paymentType } };
}

/** The order: its id as transaction_id (Google counts a transaction once by it), grand total, tax and shipping. */
export function purchaseEvent(order: { orderId: string; basket: Basket; tax: Money; shipping: Money; coupon: string | null }): EcommerceEvent {
  return {
    event: 'purchase',
    ecommerce: {
      transaction_id: order.orderId,
      ...basketPayload(order.basket),
      tax: majorUnits(order.tax),
      shipping: majorUnits(order.shipping),
      ...(order.coupon ? { coupon: order.coupon } : {}),
    },
  };
}
