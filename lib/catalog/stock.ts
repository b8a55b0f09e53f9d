/** Stock level at or below which a product counts as nearly sold out. */
export const LOW_STOCK_LEVEL = 3;

export type StockState = 'in' | 'low' | 'out';

/** Whether a stock level means in stock, nearly sold out or sold out. */
export function stockLevelState(stockLevel: number): StockState {
  if (stockLevel <= 0) return 'out';
  return stockLevel <= LOW_STOCK_LEVEL ? 'low' : 'in';
}

/** Whether a product is in stock, nearly sold out or sold out; a master is in stock when a variation is. */
export function stockState(product: { stockLevel: number; isVariationMaster: boolean; available: boolean }): StockState {
  if (product.isVariationMaster) return product.available ? 'in' : 'out';
  return stockLevelState(product.stockLevel);
}

/**
 * Whether a stock change shows anywhere shoppers look: the product's note (and its JSON-LD availability)
 * changes state, or, nearly sold out, its count ("Only 2 left"). Above LOW_STOCK_LEVEL every page says
 * "In stock" before and after, so cached pages need no refresh.
 */
export function stockNoteChanges(before: number, after: number): boolean {
  const state = stockLevelState(after);
  return stockLevelState(before) !== state || (state === 'low' && before !== after);
}
