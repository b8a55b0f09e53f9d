import { MAX_LINE_QUANTITY } from '@/lib/contract/limits';


/** The quantity a product page starts with and returns to after adding (spec section 9). */
export const DEFAULT_QUANTITY = 1;

/** Bounds of a quantity input: at least `min` (default 1), at most one cart line's maximum. */
export interface QuantityBounds {
  min?: number;
  max?: number;
}

/**
 * Whether the text may stand in the input while the shopper types (spec section 5): digits only, and
 * no leading zero when the minimum is above 0. Empty text is allowed until the input is left.
 */
export function acceptsQuantityDraft(text: string, { min = DEFAULT_QUANTITY }: QuantityBounds = {}): boolean {
  if (!/^\d*$/.test(text)) return false;
  return !(min > 0 && text.startsWith('0'));
}

/** Keeps a quantity within the bounds. */
export function clampQuantity(quantity: number, { min = DEFAULT_QUANTITY, max = MAX_LINE_QUANTITY }: QuantityBounds = {}): number {
  return Math.min(Math.max(quantity, min), Math.max(min, max));
}

/**
 * The quantity a committed draft stands for: empty (or unreadable) text keeps the previous quantity,
 * anything else is read as an integer and clamped to the bounds.
 */
export function commitQuantityDraft(text: string, previous: number, bounds: QuantityBounds = {}): number {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return previous;
  return clampQuantity(Number.parseInt(trimmed, 10), bounds);
}
