import { stockLevelState, type StockState } from '@/lib/catalog/stock';

/** Which stock note a product card shows; none for variation masters (their variations have the stock). */
export function stockStatus(product: { stockLevel: number; isVariationMaster: boolean }): StockState | null {
  return product.isVariationMaster ? null : stockLevelState(product.stockLevel);
}
