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
