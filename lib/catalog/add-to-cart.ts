/** How long the add-to-cart notice stays before hiding by itself (spec section 9). */
export const ADD_TO_CART_NOTICE_MS = 8000;

/** The text the server puts in an error when there is not enough stock (spec section 8). */
const LOW_STOCK_MARKER = 'Low StockLevel';

export type AddToCartErrorKey = 'productAddedToCartError' | 'productAddedToCartError_plural';

/**
 * The message key of a failed add to cart (spec section 8): a 'Low StockLevel' error has a translated
 * text, in its plural variant when more than one unit was asked for; any other error keeps its raw text (null).
 */
export function addToCartErrorKey(message: string, quantity: number): AddToCartErrorKey | null {
  if (!message.includes(LOW_STOCK_MARKER)) return null;
  return quantity > 1 ? 'productAddedToCartError_plural' : 'productAddedToCartError';
}
